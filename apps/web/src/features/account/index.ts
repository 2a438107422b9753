/** What the app shell uses of the account area. */
export { StatusModal } from './components/status-modal.tsx';
export { useAccountStatus } from './use-account-status.ts';
export { default as StatusPage } from './routes/status-page.tsx';

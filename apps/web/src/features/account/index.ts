/** What the app shell uses of the account area. */
export { StatusModal } from './components/status-modal.tsx';

/** What other features use of the account area. */
export { accountStatusOf, useAccountStatus } from './use-account-status.ts';
export { default as StatusPage } from './routes/status-page.tsx';

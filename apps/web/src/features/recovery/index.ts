/** What other features may use of the recovery area: the dialogs the login page opens. */
export { RecoveryDialog } from './components/recovery-dialog.tsx';

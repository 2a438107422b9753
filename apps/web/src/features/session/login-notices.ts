import { SESSION_TEXT } from '@betsite/contract/session-messages';
import type { LoginOutcome } from '@betsite/domain/login-outcome';
import { paths } from '../../lib/paths.ts';
import { showDialog } from '../../ui/dialogs.tsx';

/** The notice that follows a successful login with a special code. */
export function showLoginNotice(notice: Extract<LoginOutcome, { kind: 'logged-in' }>['notice'], code: number, message: string | null): void {
  if (notice === 'other-sessions-closed') showDialog({ title: 'Accesso effettuato', text: SESSION_TEXT.otherSessionsClosed, tone: 'info' });
  if (notice === 'deposit-limit')
    showDialog({
      title: SESSION_TEXT.alertTitle,
      text: SESSION_TEXT.depositLimitRequired,
      tone: 'warning',
      buttons: [{ label: SESSION_TEXT.setItNow, to: paths.giocoConsapevole, primary: true }],
    });
  if (notice === 'inactive')
    showDialog({
      title: SESSION_TEXT.alertTitle,
      text: `${code} - ${message ?? SESSION_TEXT.inactiveAccount}`,
      tone: 'warning',
      buttons: [
        { label: 'Carica i documenti', to: paths.editDocumenti, primary: true },
        { label: SESSION_TEXT.contactSupport, to: paths.help },
        { label: SESSION_TEXT.close },
      ],
    });
}

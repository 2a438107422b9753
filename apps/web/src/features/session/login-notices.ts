import { SESSION_TEXT } from '@betsite/contract/session-messages';
import type { LoginOutcome } from '@betsite/domain/login-outcome';
import { paths } from '../../lib/paths.ts';
import { showDialog } from '../../ui/dialogs.tsx';
import type { TUserData } from '@betsite/contract/session';
import { hiddenElements, hideElementPermanently } from './hidden-elements.ts';

/** The notice that follows a successful login with a special code. */
export function showLoginNotice(notice: Extract<LoginOutcome, { kind: 'logged-in' }>['notice'], message: string | null): void {
  if (notice === 'other-sessions-closed') showDialog({ title: 'Altri dispositivi disconnessi', text: SESSION_TEXT.otherSessionsClosed, tone: 'info' });
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
      // The notice after login is the text alone: the code prefix belongs to failed logins only.
      text: message || SESSION_TEXT.inactiveAccount,
      tone: 'warning',
      buttons: [
        { label: 'Carica i documenti', to: paths.editDocumenti, primary: true },
        { label: SESSION_TEXT.contactSupport, to: paths.help },
        { label: SESSION_TEXT.close },
      ],
    });
}

/**
 * The migration notice (document 1 §2): a player whose accounts were merged (UserData.invitation)
 * is told once; 'Ho capito' hides it for ever (UserPermanentlyHiddenElements).
 */
export function showMigrationNotice(user: Pick<TUserData, 'invitation' | 'username' | 'contratto'>): void {
  if (!user.invitation) return;
  const key = `migration-notice:${user.invitation}`;
  if (hiddenElements().includes(key)) return;
  showDialog({
    title: SESSION_TEXT.migrationTitle,
    text: SESSION_TEXT.migrationText(user.username, user.contratto),
    tone: 'info',
    buttons: [{ label: SESSION_TEXT.understood, primary: true, onClick: () => hideElementPermanently(key) }],
  });
}

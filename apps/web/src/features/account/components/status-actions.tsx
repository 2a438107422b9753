import { useMutation } from '@tanstack/react-query';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import { errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { acceptTerms, resendEmailConfirmation } from '../../session/index.ts';
import { useSession } from '../../../lib/session-store.ts';

/** 'Accetta' on the terms item of 'Stato conto'. */
export function AcceptTermsButton() {
  const accept = useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => {
      useSession.getState().updateUser({ TermsAccepted: true });
      showDialog({ title: 'Operazione conclusa', text: SESSION_TEXT.termsAccepted, tone: 'success' });
    },
    onError: () => showDialog({ title: 'Attenzione!', text: SESSION_TEXT.termsFailed, tone: 'error' }),
  });
  return (
    <button type="button" className="btn btn--primary" disabled={accept.isPending} onClick={() => accept.mutate()}>
      Accetta
    </button>
  );
}

/** 'Invia di nuovo l'email' on the e-mail item of 'Stato conto'. */
export function ResendEmailButton({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => resendEmailConfirmation(email),
    onSuccess: (message) => showDialog({ title: 'Operazione conclusa', text: message ?? SESSION_TEXT.emailSent, tone: 'success' }),
    onError: (err) => showDialog({ title: 'Attenzione!', text: errorText(err), tone: 'error' }),
  });
  return (
    <button type="button" className="btn btn--primary" disabled={resend.isPending} onClick={() => resend.mutate()}>
      Invia di nuovo l'email
    </button>
  );
}

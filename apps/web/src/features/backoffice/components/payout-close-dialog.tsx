import type { TQueuedWithdrawal } from '@betsite/contract/backoffice';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { formatCents } from '../../../lib/format.ts';
import { closePayout } from '../api/calls.ts';
import { ReasonDialog } from './reason-dialog.tsx';

export type PayoutOutcome = 'pagato' | 'non_pagato';

/**
 * Closing by hand a payout its provider cannot finish (an error the reconciliation keeps meeting):
 * paid or not paid, as the provider's own panel says, with the reason for the audit log. The server
 * refuses it before the reconciliation's wait or without an error from the provider.
 */
export function PayoutCloseDialog({
  closing,
  onCancel,
  onClosed,
}: {
  closing: { w: TQueuedWithdrawal; esito: PayoutOutcome } | null;
  onCancel(): void;
  onClosed(text: string): void;
}) {
  const w = closing?.w;
  const paid = closing?.esito === 'pagato';
  const where = w ? `${w.fornitore ?? 'circuito'}${w.riferimentoFornitore ? `, rif. ${w.riferimentoFornitore}` : ''}` : '';
  const intro = !w
    ? ''
    : paid
      ? `Solo dopo aver verificato sul pannello del circuito (${where}) che ${formatCents(w.importo)} sono stati pagati a ${w.username}: il prelievo risulta pagato e l'importo non torna al giocatore. Il motivo resta nel registro.`
      : `Solo dopo aver verificato sul pannello del circuito (${where}) che il pagamento non è stato eseguito e non lo sarà: ${formatCents(w.importo)} tornano sul conto di ${w.username}. Il motivo resta nel registro.`;
  return (
    <ReasonDialog
      open={closing !== null}
      title={w ? `Chiudere come ${paid ? 'pagato' : 'non pagato'} il prelievo ${w.ticket}?` : ''}
      intro={intro}
      confirmLabel={paid ? 'Chiudi come pagato' : 'Chiudi come non pagato'}
      tooShort={BACKOFFICE_TEXT.blockReasonRequired}
      onCancel={onCancel}
      onConfirm={async (reason) => {
        const message = await closePayout(w!.ticket, closing!.esito, reason);
        onClosed(`Prelievo ${w!.ticket}: ${message}`);
      }}
    />
  );
}

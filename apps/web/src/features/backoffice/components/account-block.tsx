import { useState } from 'react';
import { ACCOUNT_STATE, BLOCKABLE_STATES } from '@betsite/domain/account-status';
import type { TPlayerDetail } from '@betsite/contract/backoffice';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { Refusal } from '../../../lib/refusal.ts';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { blockPlayer, unblockPlayer } from '../api/calls.ts';
import type { ActionNotice } from './action-notice.tsx';
import { accountStateLabel } from './labels.ts';
import { ReasonDialog } from './reason-dialog.tsx';

interface Props {
  playerId: number;
  username: string;
  stato: TPlayerDetail['stato'];
  /** Shows the outcome on the page (action-notice.tsx). */
  onNotice(notice: ActionNotice): void;
  /** Reads the player again: the state, and the sessions the block closed. */
  refresh(): Promise<unknown>;
}

/** What the player page says of a back-office block: since when, why, and the state the unblock gives back. */
export function blockText(blocco: NonNullable<TPlayerDetail['stato']['blocco']>): string {
  return `Dal ${formatDateTime(blocco.dal)}: ${blocco.motivo} (lo sblocco riporta il conto a «${accountStateLabel(blocco.statoPrecedente)}»)`;
}

/**
 * 'Blocca conto' on a provisional or validated account, 'Sblocca conto' on one the back office
 * blocked (an account blocked otherwise, self-excluded or excluded has neither: the server refuses
 * them too). Both ask for the reason, which the audit log keeps. One button element whose text
 * changes, so the focus the dialog gives back stays on it after the page is read again.
 */
export function AccountBlockActions({ playerId, username, stato, onNotice, refresh }: Props) {
  const [asking, setAsking] = useState(false);
  const blocked = stato.statoConto === ACCOUNT_STATE.BLOCKED && stato.blocco !== null;
  if (!blocked && !BLOCKABLE_STATES.includes(stato.statoConto)) return null;
  const act = async (reason: string) => {
    try {
      onNotice({ tone: 'success', text: await (blocked ? unblockPlayer : blockPlayer)(playerId, reason) });
    } catch (err) {
      // A field error stays under the reason; a refusal (another operator changed the state meanwhile) goes on the page.
      if (!(err instanceof Refusal) || err.fieldErrors.length > 0) throw err;
      onNotice({ tone: 'error', text: errorText(err) });
    }
    setAsking(false);
    await refresh();
  };
  return (
    <div className="bo-actions">
      <button type="button" className="btn btn--outline btn--sm" onClick={() => setAsking(true)}>
        {blocked ? 'Sblocca conto' : 'Blocca conto'}
      </button>
      <ReasonDialog
        open={asking}
        title={blocked ? `Sbloccare il conto di ${username}?` : `Bloccare il conto di ${username}?`}
        intro={
          blocked
            ? `Il conto torna allo stato «${accountStateLabel(stato.blocco!.statoPrecedente)}»: il giocatore potrà di nuovo giocare e versare. Il motivo resta nel registro.`
            : 'Il giocatore esce subito da tutte le sessioni e non potrà giocare né versare finché il conto resta bloccato. Il motivo resta nel registro.'
        }
        confirmLabel={blocked ? 'Sblocca conto' : 'Blocca conto'}
        tooShort={BACKOFFICE_TEXT.blockReasonRequired}
        onCancel={() => setAsking(false)}
        onConfirm={act}
      />
    </div>
  );
}

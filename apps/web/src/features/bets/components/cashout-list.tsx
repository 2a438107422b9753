import { useState } from 'react';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import * as betsCalls from '@betsite/contract/calls/bets';
import type { CallInput } from '@betsite/contract/calls/define-call';
import { callApi } from '../../../lib/call-api.ts';
import { useCashoutable } from '../api/bets-calls.ts';
import { betsKeys } from '../api/bets-keys.ts';

/** 'Cash Out': open tickets with the platform's current offer; a cash-out moves the money and reloads the list. */
export function CashoutList() {
  const q = useCashoutable(true);
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  const cashout = useMutation({
    mutationFn: (input: CallInput<typeof betsCalls.Cashout>) => callApi(betsCalls.Cashout, input),
    onSuccess: (_, { body }) => showDialog({ title: 'Operazione conclusa', text: `${T.cashoutDone}: ${formatCents(body.amnc)}`, tone: 'success' }),
    // A refusal says why (offer changed, refused, settled) with the server's text; any other failure its own.
    onError: (err) => showDialog({ title: T.attentionBang, text: err.message || T.cashoutRefused, tone: 'error' }),
    // The cash-out completion reloads the list (§4) and the header balance, whatever the outcome.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: betsKeys.all }), invalidateBalance()]),
  });
  /** The offer the player is asked to confirm: a cash-out cannot be undone. */
  const [asking, setAsking] = useState<{ id: string; amnc: number; pwn: number } | null>(null);
  if (q.isPending) return <Loader />;
  if (q.isError) return <p className="notice notice--error">{errorText(q.error)}</p>;
  const tks = q.data ?? [];
  if (tks.length === 0) return <p className="empty-state">{T.listEmpty}</p>;
  return (
    <>
      <Modal
        open={asking !== null}
        title={T.cashoutConfirmTitle}
        tone="warning"
        onClose={() => setAsking(null)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(null)}>
              Annulla
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={cashout.isPending}
              onClick={() => {
                if (asking) cashout.mutate({ body: { id: asking.id, amnc: asking.amnc } });
                setAsking(null);
              }}
            >
              {T.cashoutConfirmButton}
            </button>
          </>
        }
      >
        {asking && <p>{T.cashoutConfirm(formatCents(asking.amnc), asking.id, formatCents(asking.pwn))}</p>}
      </Modal>
      <ul className="bets-cards">
        {tks.map((t) => (
          <li key={t.id} className="bets-card bets-card--wait">
            <div className="bets-card__head">
              <div className="bets-card__title">
                <span className="bets-card__game bets-table__code">{t.id}</span>
                <span className="bets-card__meta">Offerta del {formatDateTime(t.tsp)}</span>
              </div>
            </div>
            <dl className="bets-card__money">
              <div>
                <dt>Importo</dt>
                <dd>{formatCents(t.amn)}</dd>
              </div>
              <div>
                <dt>Vincita potenziale</dt>
                <dd>{formatCents(t.pwn)}</dd>
              </div>
              <div>
                <dt>Eventi aperti</dt>
                <dd>
                  {t.oes} su {t.nevs}
                </dd>
              </div>
            </dl>
            <div className="bets-card__actions">
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={cashout.isPending}
                onClick={() => setAsking({ id: t.id, amnc: t.amnc, pwn: t.pwn })}
              >
                Cash Out {formatCents(t.amnc)}
                <span className="sr-only"> della giocata {t.id}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useQueryClient, useMutation } from '@tanstack/react-query';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { WITHDRAWAL_TYPE_LABEL } from '@betsite/contract/withdrawal-labels';
import { paths } from '../../../../lib/paths.ts';
import { errorText } from '../../../../lib/api.ts';
import { formatCents, formatDateTime } from '../../../../lib/format.ts';
import { showDialog } from '../../../../ui/dialogs.tsx';
import { Loader } from '../../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import * as withdrawalCalls from '@betsite/contract/calls/withdrawals';
import type { CallInput } from '@betsite/contract/calls/define-call';
import { callApi } from '../../../../lib/call-api.ts';
import { usePendingWithdrawals, withdrawalKeys } from '../api/withdrawal-calls.ts';
import { visiblePending } from '../lib/pending.ts';
import { Link } from '../../../../lib/link.tsx';
import '../withdrawal.css';

/** /account/elenco-prelievi ('Lista Prelievi'): pending withdrawals with 'Annulla' per row. */
export default function PendingWithdrawalsPage() {
  const pending = usePendingWithdrawals();
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  const cancel = useMutation({
    mutationFn: (input: CallInput<typeof withdrawalCalls.EL_AnnullaPrelievo>) => callApi(withdrawalCalls.EL_AnnullaPrelievo, input),
    onSuccess: () => showDialog({ title: T.successTitle, text: T.cancelSuccess, tone: 'success' }),
    // A refusal with the server's text, any other failure with its own.
    onError: (err) => showDialog({ title: T.failureTitle, text: T.cancelFailure(errorText(err)), tone: 'error' }),
    // Whatever happened, the list and the header balance may have changed.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: withdrawalKeys.pending }), invalidateBalance()]),
  });

  const rows = visiblePending(pending.data ?? []);
  return (
    <section className="page wd">
      <header className="wd__head">
        <h1>{T.listTitle}</h1>
        <Link className="btn btn--ghost" to={paths.prelievo}>
          Nuovo prelievo
        </Link>
      </header>
      {pending.isPending ? (
        <Loader />
      ) : pending.isError ? (
        <p className="notice notice--error">{errorText(pending.error)}</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">{T.empty}</p>
      ) : (
        <table className="wd-table wd-pending">
          <caption className="sr-only">{T.listTitle}</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Ticket</th>
              <th scope="col">Importo</th>
              <th scope="col">Tipo</th>
              <th scope="col">
                <span className="sr-only">Azioni</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.idTicketField}>
                <td data-label="Data">{formatDateTime(r.richiestaField)}</td>
                <th scope="row" data-label="Ticket">
                  {r.idTicketField}
                </th>
                <td data-label="Importo">{formatCents(r.importoField)}</td>
                <td data-label="Tipo">{WITHDRAWAL_TYPE_LABEL[r.tipoField] ?? r.tipoField}</td>
                <td className="wd-pending__action">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={cancel.isPending}
                    aria-label={`${T.cancel} il prelievo ${r.idTicketField}`}
                    onClick={() =>
                      // A destructive action: the player confirms first.
                      showDialog({
                        title: T.cancelConfirmTitle,
                        text: T.cancelConfirm(r.idTicketField, formatCents(r.importoField)),
                        tone: 'warning',
                        buttons: [
                          { label: T.cancelConfirmNo },
                          { label: T.cancelConfirmYes, primary: true, onClick: () => cancel.mutate({ query: { ticket: r.idTicketField } }) },
                        ],
                      })
                    }
                  >
                    {T.cancel}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="wd-methods__cap">{T.maxPerDay}</p>
    </section>
  );
}

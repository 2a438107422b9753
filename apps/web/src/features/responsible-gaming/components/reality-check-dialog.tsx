import { REALITY_CHECK_TEXT as T } from '@betsite/contract/play-insights-texts';
import type { TPromemoriaData } from '@betsite/contract/play-insights';
import { minutesText } from '@betsite/contract/play-limits-texts';
import { Modal } from '../../../ui/modal.tsx';
import { useModalTurn } from '../../../ui/modal-queue.ts';
import { formatCents } from '../../../lib/format.ts';
import { signedEuro } from '../signed-euro.ts';
import './reality-check.css';

/** The reality-check dialog: time played and the session's result, 'Esci' and 'Continua'. Loaded only when a reminder is due. */
export default function RealityCheckDialog({
  data,
  busy,
  onContinue,
  onExit,
}: {
  data: TPromemoriaData;
  busy: boolean;
  onContinue: () => void;
  onExit: () => void;
}) {
  const turn = useModalTurn('reality-check', true);
  if (!turn) return null;
  return (
    <Modal
      open
      title={T.title}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onExit}>
            {T.exit}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onContinue}>
            {T.continue}
          </button>
        </>
      }
    >
      <p>{T.intro}</p>
      <dl className="rg-reality">
        <dt>{T.timePlayed}</dt>
        <dd>{data.minutiSessione === 0 ? 'meno di un minuto' : minutesText(data.minutiSessione)}</dd>
        <dt>{T.stakes}</dt>
        <dd>{formatCents(data.puntate)}</dd>
        <dt>{T.wins}</dt>
        <dd>{formatCents(data.vincite)}</dd>
        <dt>{T.net}</dt>
        <dd>{signedEuro(data.risultatoNetto)}</dd>
      </dl>
    </Modal>
  );
}

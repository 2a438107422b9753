import { useParams, useSearchParams } from 'react-router';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../lib/paths.ts';
import { NotFoundPage } from '../../../../ui/status-pages.tsx';
import { Link } from '../../../../lib/link.tsx';
import '../withdrawal.css';

const TONE = { success: 'success', failed: 'error', pending: 'info' } as const;

type ResultStatus = keyof typeof T.results;
/** Only the table's own keys: a status named like an Object property (constructor, toString) is none. */
const isStatus = (v: string | null): v is ResultStatus => v !== null && Object.hasOwn(T.results, v);

/**
 * /account/prelievo/results/{status} (open to everyone): success, failed or pending. As on the
 * deposit's result page, a `motivo` parameter naming a status takes precedence over the route's;
 * nothing else from the address is shown, so a crafted link cannot make the page say a sentence
 * of its sender's choosing under the site's name.
 */
export default function WithdrawalResultPage() {
  const { status = '' } = useParams();
  const [params] = useSearchParams();
  if (!isStatus(status)) return <NotFoundPage />;
  const motivo = params.get('motivo');
  const key = isStatus(motivo) ? motivo : status;
  const text = T.results[key];
  return (
    <section className="page page--narrow wd-result">
      <div className={`notice notice--${TONE[key]}`} role="status">
        <h1>{text.title}</h1>
        <p>{text.text}</p>
      </div>
      <div className="row">
        <Link className="btn btn--primary" to={paths.prelievo}>
          Torna ai prelievi
        </Link>
        <Link className="btn btn--ghost" to={paths.elencoPrelievi}>
          {T.pendingButton}
        </Link>
      </div>
    </section>
  );
}

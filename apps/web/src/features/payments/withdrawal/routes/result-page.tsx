import { useParams, useSearchParams } from 'react-router';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../lib/paths.ts';
import { NotFoundPage } from '../../../../ui/status-pages.tsx';
import { Link } from '../../../../lib/link.tsx';
import '../withdrawal.css';

const TONE = { success: 'success', failed: 'error', pending: 'info' } as const;

/** /account/prelievo/results/{status} (open to everyone): success, failed or pending. */
export default function WithdrawalResultPage() {
  const { status = '' } = useParams();
  const [params] = useSearchParams();
  if (!(status in T.results)) return <NotFoundPage />;
  const key = status as keyof typeof T.results;
  const text = T.results[key];
  // A provider may say why it failed (motivo); it is shown as plain text.
  const motivo = key === 'failed' ? params.get('motivo') : null;
  return (
    <section className="page page--narrow wd-result">
      <div className={`notice notice--${TONE[key]}`} role="status">
        <h1>{text.title}</h1>
        <p>{text.text}</p>
        {motivo && <p>{motivo}</p>}
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

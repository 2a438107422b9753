import { useEffect, useMemo, useState } from 'react';
import { requestFastPolling } from '../../../notifications/index.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DEPOSIT_CODES, type TResultStatus } from '@betsite/contract/deposit-codes';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { providerOutcomeText } from '@betsite/contract/deposit-outcome-messages';
import { paths } from '../../../../lib/paths.ts';
import { errorText } from '../../../../lib/api.ts';
import { formatCents } from '../../../../lib/format.ts';
import { Loader } from '../../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import { useSession } from '../../../../lib/session-store.ts';
import { checkPrimaRicarica, confirmPayment, depositStatus } from '../api/deposit-calls.ts';
import { planResult } from '../lib/result-plan.ts';
import { storedTransactionId } from '../lib/last-deposit.ts';
import { Link } from '../../../../lib/link.tsx';
import '../deposit.css';

interface Outcome {
  status: TResultStatus;
  message: string | null;
  code: string | number | null;
  /** What the success page confirms: the amount credited (cents) and the transaction's reference. */
  amount?: number | null;
  transactionId?: string | null;
}

const FROM_DEPOSIT: Record<string, TResultStatus> = { success: 'success', failed: 'failed', cancelled: 'back', pending: 'pending', created: 'pending' };

/** /account/ricarica/results/{status}: open to everyone; confirms with the provider, then tells the outcome. */
export default function DepositResultPage() {
  const { status: routeStatus } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateBalance();
  const loggedIn = useSession((s) => s.user !== null);
  const plan = useMemo(() => planResult(routeStatus, params, storedTransactionId()), [routeStatus, params]);
  const [outcome, setOutcome] = useState<Outcome | null>(
    plan.kind === 'none'
      ? { status: plan.status, message: null, code: null }
      : plan.kind === 'fail'
        ? { status: 'failed', message: providerOutcomeText(plan.source, plan.code), code: plan.code }
        : null,
  );

  useEffect(() => {
    let live = true;
    const done = (o: Outcome) => live && setOutcome(o);
    if (plan.kind === 'confirm') {
      confirmPayment(plan.path, plan.query)
        .then((r) => {
          if (plan.paypal && !r.ok && r.refusal.code === DEPOSIT_CODES.PAYPAL_RETURNED) {
            // PayPal's "came back without paying" opens the returned page.
            if (routeStatus !== 'return') void navigate(`${paths.ricaricaResult('return')}?${params.toString()}`, { replace: true });
            return done({ status: 'return', message: null, code: null });
          }
          if (!r.ok) return done({ status: 'failed', message: r.refusal.message, code: r.refusal.code });
          const d = r.data;
          if (d.esito === 'KO') return done({ status: 'failed', message: r.message, code: 0 });
          done({ status: d.esito === 'PENDING' ? 'pending' : 'success', message: null, code: null, amount: d.amount, transactionId: d.transactionId });
        })
        .catch((err) => done({ status: 'failed', message: errorText(err), code: null }));
    } else if (plan.kind === 'status') {
      depositStatus(plan.transactionId)
        .then((d) => {
          const s = d.status;
          const failed = s === 'failed';
          // The route's word stands when the deposit is not ours to see; the server's state wins otherwise.
          done({
            status: s ? FROM_DEPOSIT[s]! : plan.status,
            message: failed ? (plan.source ? providerOutcomeText(plan.source, plan.code ?? null) : DEPOSIT_TEXT.declined) : null,
            code: failed ? (plan.code ?? DEPOSIT_CODES.DECLINED) : null,
            amount: d?.amount,
            transactionId: d?.transactionId,
          });
        })
        .catch(() => done({ status: plan.status, message: null, code: null }));
    }
    return () => {
      live = false;
    };
  }, [plan, navigate, params, routeStatus]);

  useEffect(() => {
    if (outcome?.status !== 'success') return;
    if (loggedIn) void invalidate();
    // The next deposit of this session is not the first any more (the flag each deposit sends).
    if (loggedIn) useSession.getState().updateUser({ primaRicarica: false });
    const tx = storedTransactionId();
    // The first-deposit check feeds the conversion pixels; its answer is not shown.
    if (tx) void checkPrimaRicarica(tx).catch(() => undefined);
  }, [outcome?.status, loggedIn, invalidate]);

  useEffect(() => {
    // While the provider has not decided, the fallback poll of notifications runs fast (3 s) for two minutes.
    if (outcome?.status === 'pending' && loggedIn) requestFastPolling(120_000);
  }, [outcome?.status, loggedIn]);

  if (!outcome) return <Loader label="Verifica della transazione in corso…" />;
  return (
    <section className="page page--narrow deposit-result" aria-live="polite">
      <div className={`card deposit-result__card deposit-result--${outcome.status}`}>
        <ResultText outcome={outcome} />
        <div className="row deposit-result__actions">
          <Link className="btn btn--primary" to={paths.ricarica}>
            {outcome.status === 'success' ? 'Nuova ricarica' : 'Torna alla ricarica'}
          </Link>
          {loggedIn && (
            <Link className="btn btn--ghost" to={paths.dashboard}>
              Vai al conto
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function ResultText({ outcome }: { outcome: Outcome }) {
  switch (outcome.status) {
    case 'success':
      return (
        <>
          <span className="deposit-result__icon" aria-hidden="true">
            ✓
          </span>
          {/* One 'Complimenti': the specification's sentence is the heading. */}
          <h1>{DEPOSIT_TEXT.success}</h1>
          <p className="deposit-result__lead">{DEPOSIT_TEXT.successText}</p>
          {(outcome.amount != null || outcome.transactionId) && (
            <dl className="deposit-result__facts">
              {outcome.amount != null && (
                <div>
                  <dt>{DEPOSIT_TEXT.amount}</dt>
                  <dd data-testid="deposit-amount">{formatCents(outcome.amount)}</dd>
                </div>
              )}
              {outcome.transactionId && (
                <div>
                  <dt>{DEPOSIT_TEXT.reference}</dt>
                  <dd data-testid="deposit-reference">{outcome.transactionId}</dd>
                </div>
              )}
            </dl>
          )}
        </>
      );
    case 'pending':
      return (
        <>
          <span className="deposit-result__icon" aria-hidden="true">
            …
          </span>
          <h1>{DEPOSIT_TEXT.pending}</h1>
          <p>Riceverai l’accredito non appena il circuito di pagamento conferma la transazione.</p>
        </>
      );
    case 'back':
    case 'return':
      return (
        <>
          <span className="deposit-result__icon" aria-hidden="true">
            ↩
          </span>
          <h1>Ricarica annullata</h1>
          <p>{DEPOSIT_TEXT.back}</p>
        </>
      );
    default:
      return (
        <>
          <span className="deposit-result__icon" aria-hidden="true">
            !
          </span>
          <h1>{DEPOSIT_TEXT.failed}</h1>
          {outcome.message && (
            <>
              <p>{outcome.message}</p>
              {outcome.code !== null && <p className="muted">{DEPOSIT_TEXT.errorCode(outcome.code)}</p>}
            </>
          )}
        </>
      );
  }
}

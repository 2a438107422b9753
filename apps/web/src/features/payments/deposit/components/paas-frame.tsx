import { codeAndMessage } from '@betsite/domain/answer-text';
import './paas-frame.css';
import { useCallback, useEffect, useState } from 'react';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { errorText } from '../../../../lib/api.ts';
import { Loader } from '../../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import { useSession } from '../../../../lib/session-store.ts';
import { depositWithPaas, withdrawWithPaas } from '../../paas-calls.ts';

type State = { kind: 'loading' } | { kind: 'open'; src: string } | { kind: 'closed' } | { kind: 'error'; message: string };

/**
 * Module DepositWithPaas_Enabled: the provider's iframe replaces the forms, of the deposit page
 * (DepositWithPaas) and of the withdrawal page (WithdrawWithPaas). It opens at the endpoint's
 * deposit or withdraw path with lang=it and a one-time token, and talks back by postMessage:
 * sppheight (resize), sppcancel (refresh the balance and close).
 */
export function PaasFrame({ isMobile, kind = 'deposit' }: { isMobile: boolean; kind?: 'deposit' | 'withdraw' }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [height, setHeight] = useState(520);
  const invalidate = useInvalidateBalance();
  const user = useSession((s) => s.user);

  const open = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const common = { isMobile, email: user?.email ?? null, domain: window.location.host };
      const r = kind === 'withdraw' ? await withdrawWithPaas(common) : await depositWithPaas({ ...common, primaricarica: Boolean(user?.primaRicarica) });
      if (!r.ok) return setState({ kind: 'error', message: codeAndMessage(r.refusal.code, r.refusal.message, DEPOSIT_TEXT.paasError) });
      const { endpoint, token } = r.data;
      setState({ kind: 'open', src: `${endpoint}/${kind}?lang=it&token=${encodeURIComponent(token)}` });
    } catch (err) {
      setState({ kind: 'error', message: errorText(err) });
    }
  }, [isMobile, kind, user?.primaRicarica, user?.email]);

  useEffect(() => {
    void open();
  }, [open]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const m = e.data as string | { event?: string; height?: number };
      const name = typeof m === 'string' ? m : m?.event;
      if (name === 'sppheight' && typeof m === 'object' && typeof m.height === 'number') setHeight(Math.max(300, Math.min(2000, m.height + 16)));
      if (name === 'sppcancel') {
        void invalidate();
        setState({ kind: 'closed' });
      }
      // OPEN_PAYMENT_PROVIDER_PAGE_NATIVE only matters inside the native app, which this web client is not.
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [invalidate]);

  if (state.kind === 'loading') return <Loader label={DEPOSIT_TEXT.paasLoading} />;
  if (state.kind === 'error' || state.kind === 'closed')
    return (
      <div className={`notice ${state.kind === 'error' ? 'notice--error' : 'notice--info'}`} role="status">
        <p>{state.kind === 'error' ? state.message : DEPOSIT_TEXT.paasClosed}</p>
        <button type="button" className="btn btn--primary" onClick={() => void open()}>
          {kind === 'withdraw' ? 'Nuovo prelievo' : 'Nuova ricarica'}
        </button>
      </div>
    );
  // Every page the provider shows (its form, its outcome) reloads the frame: the balances are read again
  // then, so a withdrawal or a payment made inside shows in the header and on the page at once.
  return (
    <iframe
      className="deposit-paas"
      title={kind === 'withdraw' ? 'Sistema di prelievo' : 'Sistema di pagamento'}
      src={state.src}
      style={{ height }}
      onLoad={() => void invalidate()}
    />
  );
}

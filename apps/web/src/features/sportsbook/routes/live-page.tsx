import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import * as sportsCalls from '@betsite/contract/calls/sportsbook';
import type { TSportEvent } from '@betsite/contract/sportsbook';
import { errorText } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import { eventsQuery, sportsKeys } from '../api/sports-calls.ts';
import { useCartSettings } from '../components/bet-slip.tsx';
import { EventRow } from '../components/event-row.tsx';

/** How often the live events are asked for when the stream is refused. */
const LIVE_POLL_MS = 5_000;

/** /scommesse/live: live events, their scores and prices pushed over Server-Sent Events; LiveFastBet buys in one tap. */
export default function LivePage() {
  useDocumentTitle('Scommesse Live | Betsite');
  const qc = useQueryClient();
  // Pushed by the stream; polled instead when the server refuses the stream (it is full, or this
  // address already holds its share), so the prices never freeze.
  const [polling, setPolling] = useState(false);
  const live = useQuery({ ...eventsQuery({ live: true }), ...(polling ? { refetchInterval: LIVE_POLL_MS, staleTime: 0 } : {}) });
  const cart = useCartSettings();
  const logged = useSession((s) => s.user !== null);
  const invalidateBalance = useInvalidateBalance();
  const [fast, setFast] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const es = new EventSource(API.Palinsesto.LiveStream);
    // A refused stream (503) is closed for good by the browser; a dropped one reconnects by itself.
    es.addEventListener('error', () => {
      if (es.readyState === EventSource.CLOSED) setPolling(true);
    });
    es.addEventListener('live', (m) => {
      try {
        qc.setQueryData(sportsKeys.events({ live: true }), JSON.parse((m as MessageEvent<string>).data) as TSportEvent[]);
      } catch {
        /* a broken frame: the next one replaces it */
      }
    });
    return () => es.close();
  }, [qc]);

  // A fast bet's answer: the ticket's code, or the refusal's (or the failure's) text.
  const fastBuy = useCallMutation(sportsCalls.Gioca, {
    onSuccess: async (r) => {
      setFast({ tone: 'success', text: `Scommessa accettata: ${r.Code}` });
      await Promise.all([invalidateBalance(), qc.invalidateQueries({ queryKey: ['bets'] })]);
    },
    onError: (err) => setFast({ tone: 'error', text: errorText(err) }),
  });
  const fastBet =
    cart.LiveFastBet && logged
      ? (item: { hash: string; quota: number }) => {
          const stake = Math.max(1, Math.round((Number(cart.CartDefaultAmount) || 1) * 100));
          fastBuy.mutate({
            body: {
              Key: `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
              Tipo: 'singola',
              Selezioni: [{ Hash: item.hash, Quota: item.quota }],
              Importo: stake,
              AcceptVariations: cart.AcceptVariations ?? null,
            },
          });
        }
      : undefined;

  if (live.isPending) return <Loader />;
  if (live.isError) return <LoadError onRetry={() => void live.refetch()} />;
  return (
    <section className="sb-page">
      <h1>Scommesse Live</h1>
      {cart.LiveFastBet && logged && <p className="notice notice--info">Scommessa veloce attiva: un tocco sulla quota gioca subito una singola.</p>}
      <p className="sb-fast" role="status">
        {fast && <span className={`notice notice--${fast.tone}`}>{fast.text}</span>}
      </p>
      {(live.data ?? []).length === 0 ? (
        <p className="muted">Nessun evento live in questo momento</p>
      ) : (
        <ul className="sb-events">
          {(live.data ?? []).map((e) => (
            <EventRow key={e.Id} event={e} onFastBet={fastBet} />
          ))}
        </ul>
      )}
    </section>
  );
}

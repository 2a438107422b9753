import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLobbyGame } from '@betsite/contract/games';
import type { TBlackjackHand } from '@betsite/contract/blackjack';
import { totalText } from '@betsite/contract/blackjack-rules';
import { ROUND_STAKES } from '@betsite/contract/games-rules';
import * as bjCalls from '@betsite/contract/calls/blackjack';
import type { CallInput } from '@betsite/contract/calls/define-call';
import { NetworkError, errorText } from '../../../lib/api.ts';
import { callApi, callQueryOptions } from '../../../lib/call-api.ts';
import { formatCents } from '../../../lib/format.ts';
import { useBalance, useInvalidateBalance } from '../../session/index.ts';
import { cardFace, cardName, resultText } from '../lib/blackjack-cards.ts';
import { StakeSelect } from './stake-select.tsx';
import './blackjack-table.css';

const openHandQuery = callQueryOptions(bjCalls.OpenHand, undefined, { staleTime: 0, gcTime: 0 });

function Cards({ cards, hidden, label }: { cards: readonly string[]; hidden: number; label: string }) {
  return (
    <ul className="bj-cards" aria-label={label}>
      {cards.map((c, i) => {
        const f = cardFace(c);
        return (
          <li key={i} className={`bj-card${f.red ? ' bj-card--red' : ''}`}>
            <span aria-hidden="true">
              {f.rank}
              {f.symbol}
            </span>
            <span className="sr-only">{cardName(c)}</span>
          </li>
        );
      })}
      {Array.from({ length: hidden }, (_, i) => (
        <li key={`h${i}`} className="bj-card bj-card--back">
          <span className="sr-only">Carta coperta</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sandbox blackjack (docs/games.md "Blackjack"): the server deals, draws and pays; the table shows
 * the hand and sends the player's choice with the step it was made at, so a retried 'Carta' after a lost
 * answer is answered without drawing again. A hand left open is found again when the page opens.
 */
export default function BlackjackTable({ game }: { game: TLobbyGame }) {
  const qc = useQueryClient();
  const balance = useBalance();
  const invalidateBalance = useInvalidateBalance();
  const [stake, setStake] = useState<number>(ROUND_STAKES[2]);
  const [hand, setHand] = useState<TBlackjackHand | null>(null);
  const pendingKey = useRef<{ key: string; stake: number } | null>(null);
  // Where the focus goes after an action the player made (not when the page finds an open hand).
  const focusNext = useRef<'carta' | 'deal' | null>(null);
  const hitRef = useRef<HTMLButtonElement>(null);
  const dealRef = useRef<HTMLButtonElement>(null);

  const open = useQuery(openHandQuery);
  useEffect(() => {
    if (open.data?.Hand && !hand) setHand(open.data.Hand);
  }, [open.data, hand]);

  const refresh = () => Promise.all([invalidateBalance(), qc.invalidateQueries({ queryKey: ['bets'] })]);
  const show = (h: TBlackjackHand) => {
    setHand(h);
    focusNext.current = h.State === 'in_corso' ? 'carta' : 'deal';
  };
  // After a refusal that means the table is out of date (a hand already open, finished, changed), the server's view.
  const resync = async () => {
    const r = await open.refetch();
    setHand((cur) => r.data?.Hand ?? (cur && cur.State === 'in_corso' ? null : cur));
  };

  const dealCall = useMutation({
    mutationFn: (input: CallInput<typeof bjCalls.Deal>) => callApi(bjCalls.Deal, input),
    onSuccess: (h) => {
      pendingKey.current = null;
      show(h);
    },
    onError: (err) => {
      if (!(err instanceof NetworkError)) {
        pendingKey.current = null;
        void resync();
      }
    },
    onSettled: refresh,
  });
  const actCall = useMutation({
    mutationFn: (input: CallInput<typeof bjCalls.Action>) => callApi(bjCalls.Action, input),
    onSuccess: show,
    onError: (err) => {
      if (!(err instanceof NetworkError)) void resync();
    },
    onSettled: (h) => (h && h.State === 'in_corso' ? undefined : refresh()),
  });
  const busy = dealCall.isPending || actCall.isPending;
  const error = dealCall.error ?? actCall.error;

  useEffect(() => {
    if (focusNext.current === 'carta') hitRef.current?.focus();
    if (focusNext.current === 'deal') dealRef.current?.focus();
    focusNext.current = null;
  }, [hand]);

  const playing = hand?.State === 'in_corso';
  const dealHand = () => {
    if (busy) return;
    actCall.reset();
    if (!pendingKey.current || pendingKey.current.stake !== stake) pendingKey.current = { key: crypto.randomUUID(), stake };
    dealCall.mutate({ body: { GameCode: game.Code, Stake: stake, Key: pendingKey.current.key } });
  };
  const act = (action: 'carta' | 'stai') => {
    if (busy || !hand || !playing) return;
    dealCall.reset();
    actCall.mutate({ body: { Code: hand.Code, Action: action, Step: hand.Step } });
  };

  return (
    <section className="bj" aria-labelledby="bj-title">
      <h2 id="bj-title" className="sr-only">
        Tavolo del blackjack
      </h2>
      <div className="bj__hands">
        <div className="bj__hand">
          <h3>Banco</h3>
          {hand ? (
            <>
              <Cards cards={hand.Dealer} hidden={playing ? 1 : 0} label="Carte del banco" />
              <p className="bj__total">Totale {totalText(hand.Dealer)}</p>
            </>
          ) : (
            <p className="muted">In attesa della distribuzione.</p>
          )}
        </div>
        <div className="bj__hand">
          <h3>La tua mano</h3>
          {hand ? (
            <>
              <Cards cards={hand.Player} hidden={0} label="Le tue carte" />
              <p className="bj__total" data-testid="bj-player-total">
                Totale {totalText(hand.Player)}
              </p>
            </>
          ) : (
            <p className="muted">Scegli la puntata e premi Distribuisci.</p>
          )}
        </div>
      </div>
      <p className="bj__balance">
        Saldo: <strong>{balance.data ? formatCents(balance.data.saldo) : '—'}</strong>
        {hand && <> · Puntata {formatCents(hand.Stake)}</>}
      </p>
      {playing ? (
        <div className="bj__controls" role="group" aria-label="Azioni della mano">
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page. */}
          <button ref={hitRef} type="button" className="btn btn--primary" aria-disabled={busy} aria-busy={busy} onClick={() => act('carta')}>
            Carta
          </button>
          <button type="button" className="btn btn--ghost" aria-disabled={busy} onClick={() => act('stai')}>
            Stai
          </button>
        </div>
      ) : (
        <form
          className="bj__controls"
          onSubmit={(e) => {
            e.preventDefault();
            dealHand();
          }}
        >
          <StakeSelect id="bj-stake" value={stake} onChange={setStake} disabled={busy} />
          <button ref={dealRef} type="submit" className="btn btn--primary" aria-disabled={busy} aria-busy={busy}>
            {dealCall.isPending ? 'Distribuzione…' : 'Distribuisci'}
          </button>
        </form>
      )}
      <div role="status" aria-live="polite" className="bj__result" data-testid="bj-result">
        {error ? (
          <p className="notice notice--error">{errorText(error)}</p>
        ) : hand && hand.State !== 'in_corso' ? (
          <p className={`notice notice--${hand.State === 'persa' ? 'info' : 'success'}`}>
            {resultText(hand.State, hand.Stake, hand.Win)} Giocata {hand.Code}.
          </p>
        ) : hand ? (
          <p>
            Ultima carta: {cardName(hand.Player[hand.Player.length - 1]!)}. Totale {totalText(hand.Player)}.
          </p>
        ) : null}
      </div>
      <details className="bj__rules">
        <summary>Regole del tavolo</summary>
        <ul>
          <li>Sei mazzi, mescolati di nuovo a ogni mano.</li>
          <li>Il banco sta su tutti i 17 e controlla la carta coperta per il blackjack.</li>
          <li>Il blackjack paga 3 a 2, le altre vincite 1 a 1; il pareggio restituisce la puntata.</li>
          <li>Azioni: Carta e Stai. Raddoppio, divisione e assicurazione non sono disponibili.</li>
        </ul>
      </details>
    </section>
  );
}

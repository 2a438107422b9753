import { useRef, useState } from 'react';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import type { TLobbyGame, TPlayRoundResult } from '@betsite/contract/games';
import { ROUND_STAKES } from '@betsite/contract/games-rules';
import { NetworkError, errorText } from '../../../lib/api.ts';
import { formatCents } from '../../../lib/format.ts';
import { useBalance, useInvalidateBalance } from '../../session/index.ts';
import * as gamesCalls from '@betsite/contract/calls/games';
import type { CallInput } from '@betsite/contract/calls/define-call';
import { callApi } from '../../../lib/call-api.ts';
import { PAYTABLE, SYMBOL_LABEL } from '../lib/slot-symbols.ts';
import { SlotSymbol } from './slot-symbol.tsx';
import { StakeSelect } from './stake-select.tsx';

const newKey = () => crypto.randomUUID();

/** The reels before the first spin: three different symbols, not the jackpot's three sevens, which would promise a win nobody made. */
const RESTING = ['limone', 'stella', 'campana'] as const;

/**
 * The sandbox slot: the player picks a stake and spins; the server decides the reels and moves the
 * money. A round's key is kept until the server has answered, so pressing again after a lost
 * connection replays the same round instead of staking twice.
 */
export function SlotMachine({ game }: { game: TLobbyGame }) {
  const qc = useQueryClient();
  const balance = useBalance();
  const invalidateBalance = useInvalidateBalance();
  const [stake, setStake] = useState<number>(ROUND_STAKES[2]);
  const [round, setRound] = useState<TPlayRoundResult | null>(null);
  const pendingKey = useRef<{ key: string; stake: number } | null>(null);
  const play = useMutation({
    mutationFn: (input: CallInput<typeof gamesCalls.PlayRound>) => callApi(gamesCalls.PlayRound, input),
    onSuccess: (r) => {
      pendingKey.current = null;
      setRound(r);
    },
    // The key is kept only when the answer may not have arrived (network): pressing again replays that round.
    onError: (err) => {
      if (!(err instanceof NetworkError)) pendingKey.current = null;
    },
    onSettled: () => Promise.all([invalidateBalance(), qc.invalidateQueries({ queryKey: ['bets'] })]),
  });
  const busy = play.isPending;
  const error = play.error ? errorText(play.error) : null;

  const spin = () => {
    if (busy) return;
    if (!pendingKey.current || pendingKey.current.stake !== stake) pendingKey.current = { key: newKey(), stake };
    play.mutate({ body: { GameCode: game.Code, Stake: stake, Key: pendingKey.current.key } });
  };

  return (
    <section className="slot" aria-labelledby="slot-title">
      <h2 id="slot-title" className="sr-only">
        Rulli
      </h2>
      <div className="slot__reels" role="img" aria-label={round ? `Rulli: ${round.Reels.map((s) => SYMBOL_LABEL[s]).join(', ')}` : 'Rulli fermi'}>
        {(round?.Reels ?? RESTING).map((s, i) => (
          <span key={i} className="slot__reel" aria-hidden="true">
            <SlotSymbol symbol={s} />
            <span className="slot__label">{SYMBOL_LABEL[s]}</span>
          </span>
        ))}
      </div>
      <p className="slot__balance">
        Saldo: <strong data-testid="slot-balance">{balance.data ? formatCents(balance.data.saldo) : '—'}</strong>
      </p>
      <form
        className="slot__controls"
        onSubmit={(e) => {
          e.preventDefault();
          spin();
        }}
      >
        <StakeSelect id="slot-stake" value={stake} onChange={setStake} disabled={busy} />
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page, and the next Enter would not spin. spin() ignores a press meanwhile. */}
        <button type="submit" className="btn btn--primary" aria-disabled={busy} aria-busy={busy}>
          {busy ? 'Giro in corso…' : 'Gira'}
        </button>
      </form>
      <div role="status" aria-live="polite" className="slot__result" data-testid="slot-result">
        {error ? (
          <p className="notice notice--error">{error}</p>
        ) : round ? (
          <p className={`notice notice--${round.Win > 0 ? 'success' : 'info'}`}>
            {round.Win > 0 ? `Hai vinto ${formatCents(round.Win)}!` : 'Nessuna vincita questa volta.'} Giocata {round.Code}.
          </p>
        ) : null}
      </div>
      <details className="slot__paytable">
        <summary>Tabella dei pagamenti</summary>
        <table>
          <tbody>
            {PAYTABLE.map(([combo, pays]) => (
              <tr key={combo}>
                <th scope="row">{combo}</th>
                <td>{pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

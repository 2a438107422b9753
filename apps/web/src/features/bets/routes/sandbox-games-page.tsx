import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_LABEL, PLATFORMS, type Platform } from '@betsite/domain/bets';
import { parseEuroToCents } from '@betsite/domain/money';
import * as sandboxCalls from '@betsite/contract/calls/games-sandbox';
import type { Call, CallData } from '@betsite/contract/calls/define-call';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/api.ts';
import { callApi, type CallArgs } from '../../../lib/call-api.ts';
import { formatCents } from '../../../lib/format.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useBetList } from '../api/bets-calls.ts';
import { betsKeys } from '../api/bets-keys.ts';
import { defaultChoice } from '../lib/ranges.ts';
import { Link } from '../../../lib/link.tsx';
import '../bets.css';

const OUTCOMES = [
  { id: 'won', label: 'Vinta' },
  { id: 'lost', label: 'Persa' },
  { id: 'refunded', label: 'Rimborsata' },
  { id: 'void', label: 'Annullata' },
  { id: 'random', label: 'Esito casuale' },
] as const;
/** The sportsbook's answers that open no ticket; each one sends the player its §9 notification. */
const PURCHASE_EVENTS = [
  { id: 'rejected', label: 'Scommessa rifiutata' },
  { id: 'counter_offer', label: 'Controproposta' },
  { id: 'expired', label: 'Scommessa scaduta' },
  { id: 'purchase_error', label: "Errore nell'acquisto" },
  { id: 'admin_result', label: 'Verifica del bookmaker: accettata' },
  { id: 'system_admin_result', label: 'Verifica automatica: rifiutata' },
] as const;

/**
 * /sandbox/games: the game platforms' tester (docs/games.md). Places a ticket or a casino round
 * as the logged-in player through the sandbox platform, then settles it; the result shows in the
 * statement and the bet list. Served only where GAMES_SANDBOX allows (never by default in production).
 */
export default function SandboxGamesPage() {
  const user = useSession((s) => s.user);
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  const [platform, setPlatform] = useState<Platform>('sport');
  const [kind, setKind] = useState<'singola' | 'multipla' | 'sistema'>('singola');
  const [live, setLive] = useState(false);
  const [fun, setFun] = useState(false);
  const [amount, setAmount] = useState('5');
  const [purchaseEvent, setPurchaseEvent] = useState<(typeof PURCHASE_EVENTS)[number]['id']>('rejected');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Today's tickets: the list works out the day when it reads, so it stays today's past midnight.
  const open = useBetList(fun, defaultChoice(0), Boolean(user));

  const after = async () => Promise.all([qc.invalidateQueries({ queryKey: betsKeys.all }), invalidateBalance()]);
  /** One tester call (@betsite/contract/calls/games-sandbox): its success text, or the refusal's (or the failure's); the lists and the balance reload either way. */
  const call = async <D extends Call>(def: D, input: CallArgs<D>[0], ok: (data: CallData<D>) => string) => {
    try {
      setMessage({ tone: 'success', text: ok(await callApi(def, ...([input] as CallArgs<D>))) });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err) });
    } finally {
      await after();
    }
  };

  if (!user) {
    return (
      <section className="page bets">
        <h1>Sandbox giochi</h1>
        <p>
          Accedi come giocatore per provare le piattaforme di gioco. <Link to={`${paths.login}?returnUrl=${encodeURIComponent('/sandbox/games')}`}>Accedi</Link>
        </p>
      </section>
    );
  }
  const stake = parseEuroToCents(amount);
  const tickets = (open.data ?? []).filter((t) => t.stato_ticketField === 1);
  return (
    <section className="page bets">
      <h1>Sandbox giochi</h1>
      <p>
        Piattaforme di prova: la giocata passa dal conto di <strong>{user.username}</strong> come farebbe una piattaforma reale. Guarda il risultato in{' '}
        <Link to={paths.estrattoConto}>Estratto Conto</Link> e <Link to={paths.elencoGiocate}>Lista Giocate</Link>.
      </p>
      <form
        className="bets-filter"
        aria-label="Nuova giocata"
        onSubmit={(e) => {
          e.preventDefault();
          if (stake === null || stake <= 0) return setMessage({ tone: 'error', text: 'Importo non valido' });
          void call(
            sandboxCalls.Play,
            { body: { platform, kind: platform === 'sport' ? kind : undefined, live: platform === 'sport' ? live : undefined, stake, fun } },
            (d) => `Giocata ${d.code} registrata`,
          );
        }}
      >
        <div className="field">
          <label htmlFor="sg-platform">Piattaforma</label>
          <select id="sg-platform" value={platform} onChange={(e) => setPlatform(e.target.value as Platform)}>
            {PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABEL[p]}
              </option>
            ))}
          </select>
        </div>
        {platform === 'sport' && (
          <>
            <div className="field">
              <label htmlFor="sg-kind">Tipo</label>
              <select id="sg-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
                <option value="singola">Singola</option>
                <option value="multipla">Multipla</option>
                <option value="sistema">Sistema</option>
              </select>
            </div>
            <label className="bets-check">
              <input type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} /> Live
            </label>
          </>
        )}
        <label className="bets-check">
          <input type="checkbox" checked={fun} onChange={(e) => setFun(e.target.checked)} /> Fun Bonus
        </label>
        <div className="field">
          <label htmlFor="sg-amount">Importo (€)</label>
          <input id="sg-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary">
          Gioca
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void call(sandboxCalls.Reserve, undefined, () => 'Prenotazione creata')}>
          Crea prenotazione
        </button>
      </form>
      <form
        className="bets-filter"
        aria-label="Esito di un acquisto"
        onSubmit={(e) => {
          e.preventDefault();
          if (stake === null || stake <= 0) return setMessage({ tone: 'error', text: 'Importo non valido' });
          const label = PURCHASE_EVENTS.find((p) => p.id === purchaseEvent)!.label;
          void call(
            sandboxCalls.PurchaseEvent,
            { body: { kind: purchaseEvent, stake, accepted: purchaseEvent === 'admin_result' } },
            () => `${label}: notifica inviata`,
          );
        }}
      >
        <div className="field">
          <label htmlFor="sg-purchase">Esito di un acquisto senza giocata</label>
          <select id="sg-purchase" value={purchaseEvent} onChange={(e) => setPurchaseEvent(e.target.value as typeof purchaseEvent)}>
            {PURCHASE_EVENTS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--ghost">
          Invia esito
        </button>
      </form>
      {message && (
        <p className={`notice notice--${message.tone}`} role="status">
          {message.text}
        </p>
      )}
      <h2>Giocate aperte di oggi{fun ? ' (Fun Bonus)' : ''}</h2>
      {open.isPending ? (
        <Loader />
      ) : tickets.length === 0 ? (
        <p className="empty-state">Nessuna giocata aperta</p>
      ) : (
        <ul className="bets-cards">
          {tickets.map((t) => (
            <li key={t.id_ticketField} className="bets-card bets-card--wait">
              <div className="bets-card__head">
                <div className="bets-card__title">
                  <span className="bets-card__game">{t.giocoDescrField}</span>
                  <span className="bets-card__meta bets-table__code">{t.id_ticketField}</span>
                </div>
                <span className="bets-badge bets-badge--wait">{formatCents(t.prezzoField)}</span>
              </div>
              <div className="bets-card__actions">
                {OUTCOMES.map((o) => (
                  <button
                    key={o.id}
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() =>
                      void call(
                        sandboxCalls.Settle,
                        { body: { code: t.id_ticketField, outcome: o.id } },
                        () => `Giocata ${t.id_ticketField}: ${o.label.toLowerCase()}`,
                      )
                    }
                  >
                    {o.label}
                    <span className="sr-only"> la giocata {t.id_ticketField}</span>
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        Le giocate sportive con offerta di Cash Out sono in <Link to={`${paths.elencoGiocate}/cashout`}>Lista Giocate → Cash Out</Link>.
      </p>
    </section>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_DEFAULTS } from '@betsite/contract/client-settings-rules';
import { SPORTS_TEXT } from '@betsite/contract/sportsbook-messages';
import type { TSportFunBonus } from '@betsite/contract/sportsbook';
import {
  betLimits,
  betLimitText,
  formatOdds,
  funBonusSportProblem,
  MAX_SYSTEM_COMBINATIONS,
  systemCombinationCount,
  systemPlan,
  systemSizes,
  totalOdds,
  winOf,
  type BetKind,
} from '@betsite/domain/sportsbook';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { takeCartOutcomes, takeCartStake } from '../../../lib/cart-handoff.ts';
import { loopFocus } from '../../../lib/focus-loop.ts';
import { useMedia } from '../../../lib/use-media.ts';
import { EuroInput } from '../../../ui/euro-input.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useClientSettings } from '../../preferences/index.ts';
import { useInvalidateBalance } from '../../session/index.ts';
import { changedQuotes, funBonusKey, getEventRows, placeBet, printToken, useSportFunBonus, type BetBody } from '../api/sports-calls.ts';
import { purchaseAnswered, purchaseKey } from '../lib/purchase-key.ts';
import { slipLimitProblem } from '../lib/slip-limits.ts';
import { useSlipPrices } from '../lib/slip-prices.ts';
import { useSlip, type SlipItem } from '../lib/slip-store.ts';
import { Link } from '../../../lib/link.tsx';

const KIND_LABEL: Record<BetKind, string> = { singola: 'Singola', multipla: 'Multipla', sistema: 'Sistema' };

type Notice = { tone: 'ok' | 'err' | 'warn'; text: string; codes?: string[] } | null;

/** The cart settings of the player (document 1 §6), with their defaults. */
export function useCartSettings() {
  const s = useClientSettings();
  return { ...CART_DEFAULTS, ...s.Cart };
}

/** Opens the print page of a ticket in a new tab with a one-use print token (a new tab has no session). */
export async function openPrint(code: string, tab: Window | null) {
  const r = await printToken(code).catch(() => null);
  const url = `${paths.ticketPrint(code)}${r ? `?auth=${encodeURIComponent(r.PrintToken)}` : ''}`;
  if (tab) tab.location.href = url;
  else window.open(url, '_blank');
}

/**
 * The bet slip (carrello): a bottom sheet on phones, a side column on wide screens. The server
 * decides every purchase; the slip shows the same figures with the same rules (@betsite/domain).
 */
export function BetSlip() {
  const slip = useSlip();
  // The kept slip comes back after the first render (the server drew an empty one), before any selection
  // handed over below joins it.
  const { restore } = slip;
  useEffect(() => restore(), [restore]);
  const cart = useCartSettings();
  const logged = useSession((s) => s.user !== null);
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const barRef = useRef<HTMLButtonElement>(null);
  /** Below 1024 px (the stylesheet's breakpoint) the slip is a bar that opens as a sheet over the page: a modal dialog while open. */
  const sheet = useMedia('(max-width: 1023px)');
  const asSheet = open && sheet;
  /**
   * The buy button turns into 'Conferma'/'Annulla', is disabled while the purchase runs, and comes
   * back with new prices: each time the button that had the focus is gone. After such a step taken
   * from the buy area, the focus goes to its first usable button (the slip's title when none is
   * left), unless the player has moved it elsewhere meanwhile.
   */
  const buyArea = useRef<HTMLDivElement>(null);
  const wantBuyFocus = useRef(false);
  const keepBuyFocus = () => {
    wantBuyFocus.current = true;
  };
  const [notice, setNotice] = useState<Notice>(null);
  /** False while the stake field holds something that is not an amount: nothing is bought with a stake the player cannot see. */
  const [stakeTyped, setStakeTyped] = useState(true);
  const [changed, setChanged] = useState(false);
  const prices = useSlipPrices();
  // The player's Fun Bonus Sport (the control shows only when one is usable) and whether this ticket stakes it.
  const funBonuses = useSportFunBonus(logged).data ?? [];
  const [funOn, setFunOn] = useState(false);
  const [funId, setFunId] = useState<number | null>(null);
  const funBonus: TSportFunBonus | null = funBonuses.find((b) => b.Id === funId) ?? funBonuses[0] ?? null;
  const fun = logged && funOn && funBonus !== null;
  // What makes this slip's purchase: its idempotency key goes with it (lib/purchase-key.ts).
  const signature = JSON.stringify([slip.items.map((i) => [i.hash, i.fissa]), slip.kind, slip.sizes, slip.stake, fun, funBonus?.Id]);
  useEffect(() => {
    setConfirming(false);
  }, [signature]);

  // 'Inserisci nel carrello' of a reservation or a unique code: its outcomes join the slip.
  const { add, setStake } = slip;
  useEffect(() => {
    const hashes = takeCartOutcomes();
    const booked = takeCartStake();
    if (!hashes.length) return;
    void getEventRows(hashes)
      .then((rows) => {
        if (booked) setStake(booked);
        add(
          rows
            .filter((r) => !r.Scaduto)
            .map((r) => ({ hash: r.OutcomeId_hash, quota: r.Quota, event: r.Descr_avv, market: r.Descr_scomm, label: r.Descr_esito, live: false })),
        );
        setOpen(true);
        if (rows.some((r) => r.Scaduto)) setNotice({ tone: 'warn', text: 'Alcuni eventi sono già iniziati e non sono stati inseriti nel carrello' });
      })
      .catch(() => undefined);
  }, [add, setStake]);

  const defaultStake = Math.max(1, Math.round((Number(cart.CartDefaultAmount) || 1) * 100));
  const stake = slip.stake ?? defaultStake;
  const quotas = slip.items.map((i) => i.quota);
  const free = slip.items.filter((i) => !i.fissa).length;
  // Counted before it is built: the server refuses a system beyond MAX_SYSTEM_COMBINATIONS, and the slip says so instead.
  const tooManyCombos = slip.kind === 'sistema' && systemCombinationCount(free, slip.sizes) > MAX_SYSTEM_COMBINATIONS;
  const plan = useMemo(
    () => (slip.kind === 'sistema' && !tooManyCombos ? systemPlan(slip.items, slip.sizes, stake) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature, stake, tooManyCombos],
  );
  const total = slip.kind === 'sistema' ? (plan?.stakeTotal ?? 0) : slip.kind === 'singola' ? stake * slip.items.length : stake;
  const win =
    slip.kind === 'sistema'
      ? (plan?.maxWin ?? 0)
      : slip.kind === 'singola'
        ? slip.items.reduce((s, i) => s + winOf(stake, [i.quota]), 0)
        : winOf(stake, quotas);
  const moved = changed || slip.items.some((i) => prices.moves[i.hash]);
  // The operator's stake, odds and win limits, said before the tap with the server's words (the server decides).
  const variables = useSiteConfig().data?.variables;
  const limitProblem = variables && stakeTyped ? slipLimitProblem(slip.kind, quotas, stake, plan, betLimits(variables)) : null;
  // The Fun Bonus Sport rule as the server applies it, said before the player taps (the server decides).
  const funProblem = fun
    ? funBonusSportProblem(
        slip.kind,
        slip.items.map((i) => ({ quota: i.quota, live: i.live })),
      )
    : null;
  const funText = !fun
    ? null
    : funProblem?.kind === 'multiple'
      ? SPORTS_TEXT.funBonus
      : funProblem?.kind === 'events'
        ? SPORTS_TEXT.funBonusEvents(funProblem.count)
        : funProblem?.kind === 'live'
          ? SPORTS_TEXT.funBonusLive(slip.items[funProblem.line]!.event)
          : funProblem?.kind === 'odds'
            ? SPORTS_TEXT.funBonusOdds(slip.items[funProblem.line]!.label, slip.items[funProblem.line]!.event, formatOdds(slip.items[funProblem.line]!.quota))
            : funBonus && total > funBonus.Residuo
              ? SPORTS_TEXT.funBonusInsufficient
              : null;
  const canBuy =
    slip.items.length > 0 &&
    stake > 0 &&
    stakeTyped &&
    !tooManyCombos &&
    limitProblem === null &&
    prices.unavailable.size === 0 &&
    prices.suspended.size === 0 &&
    (slip.kind !== 'sistema' || (plan?.combos.length ?? 0) >= 2) &&
    funText === null;

  // The purchase: one ticket, or one per selection for singole; the first refusal stops it (ODDS_CHANGED brings the current prices).
  const purchase = useMutation({
    mutationFn: async ({ bodies }: { bodies: BetBody[]; tab: Window | null }) => {
      const codes: string[] = [];
      for (const b of bodies) codes.push((await placeBet(b)).Code);
      return codes;
    },
    onSuccess: async (codes, { tab }) => {
      setNotice({ tone: 'ok', text: codes.length > 1 ? 'Scommesse accettate:' : 'Scommessa accettata', codes });
      setChanged(false);
      prices.seen();
      purchaseAnswered();
      if (!cart.KeepCartAfterPurchase) slip.clear();
      if (tab && codes[0]) await openPrint(codes[0], tab);
      await Promise.all([invalidateBalance(), qc.invalidateQueries({ queryKey: ['bets'] }), qc.invalidateQueries({ queryKey: funBonusKey })]);
    },
    onError: (err, { tab }) => {
      tab?.close();
      const quotes = changedQuotes(err);
      if (quotes) {
        slip.setQuotas(quotes);
        setChanged(true);
      }
      setNotice({ tone: 'err', text: errorText(err) });
    },
    onSettled: () => {
      setConfirming(false);
      keepBuyFocus();
    },
  });
  const busy = purchase.isPending;
  useEffect(() => {
    if (!wantBuyFocus.current || busy) return;
    wantBuyFocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !buyArea.current?.contains(active)) return;
    const target = buyArea.current?.querySelector<HTMLElement>('button:not(:disabled), a[href]') ?? document.getElementById('sb-slip-title');
    if (target && target !== active) target.focus({ preventScroll: true });
  });

  const buy = () => {
    setNotice(null);
    const key = purchaseKey(signature);
    const tab = cart.PrintTicketAfterPurchase ? window.open('about:blank', '_blank') : null;
    const tickets =
      slip.kind === 'singola'
        ? slip.items.map((i, n) => ({ Tipo: 'singola' as const, Selezioni: [{ Hash: i.hash, Quota: i.quota }], Key: `${key}-${n}` }))
        : [
            {
              Tipo: slip.kind,
              Selezioni: slip.items.map((i) => ({ Hash: i.hash, Quota: i.quota, ...(slip.kind === 'sistema' ? { Fissa: i.fissa } : {}) })),
              Key: key,
              ...(slip.kind === 'sistema' ? { Sistemi: slip.sizes } : {}),
            },
          ];
    const bodies = tickets.map((b) => ({
      ...b,
      Importo: stake,
      AcceptVariations: cart.AcceptVariations ?? null,
      ...(fun && funBonus ? { Bonus: true, BonusId: funBonus.Id } : {}),
    }));
    purchase.mutate({ bodies, tab });
  };

  const count = slip.items.length;
  return (
    <aside
      className={`sb-slip${open ? ' is-open' : ''}`}
      aria-label="Carrello"
      {...(asSheet && { role: 'dialog', 'aria-modal': true })}
      onKeyDown={(e) => {
        if (!asSheet || !barRef.current) return;
        // The open sheet covers the page under the header: Tab stays in it, Escape folds it back to its bar, as the menu does.
        if (e.key === 'Tab') return loopFocus(e, e.currentTarget);
        if (e.key !== 'Escape') return;
        e.preventDefault();
        setOpen(false);
        barRef.current.focus();
      }}
    >
      <button
        ref={barRef}
        id="sb-slip-bar"
        type="button"
        className="sb-slip__bar"
        aria-expanded={open}
        aria-controls="sb-slip-body"
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          Carrello <span className="sb-slip__count">{count}</span>
        </span>
        <span>{count ? `${formatCents(total)} · vincita ${formatCents(win)}` : 'Vuoto'}</span>
      </button>
      <div className="sb-slip__body" id="sb-slip-body">
        <h2 className="sb-slip__title" id="sb-slip-title" tabIndex={-1}>
          Carrello
        </h2>
        {notice && (
          <p
            className={`notice notice--${notice.tone === 'ok' ? 'success' : notice.tone === 'warn' ? 'warning' : 'error'}`}
            role={notice.tone === 'err' ? 'alert' : 'status'}
          >
            {notice.text}
            {notice.codes?.map((code, i) => (
              <span key={code}>
                {i > 0 ? ', ' : ' '}
                <span className="sb-code">{code}</span>
              </span>
            ))}
            {notice.codes && (
              <>
                {' · '}
                <Link to={`${paths.elencoGiocate}/in-corso`}>Vedi le giocate in corso</Link>
              </>
            )}
          </p>
        )}
        {count === 0 ? (
          <p className="muted sb-slip__empty">Il carrello è vuoto: scegli una quota per iniziare.</p>
        ) : (
          <>
            <ul className="sb-slip__items">
              {slip.items.map((i: SlipItem) => (
                <li key={i.hash} className="sb-slip__item">
                  <div>
                    <strong>{i.event}</strong>
                    <span className="muted">
                      {i.market}: {i.label}
                      {i.live && ' · live'}
                    </span>
                  </div>
                  {prices.unavailable.has(i.hash) ? (
                    <span className="sb-slip__quota sb-slip__quota--off">Non più disponibile</span>
                  ) : prices.suspended.has(i.hash) ? (
                    <span className="sb-slip__quota sb-slip__quota--paused">Sospesa</span>
                  ) : (
                    <span className={`sb-slip__quota${prices.moves[i.hash] ? ` sb-slip__quota--${prices.moves[i.hash]}` : ''}`}>
                      {prices.moves[i.hash] && <span aria-hidden="true">{prices.moves[i.hash] === 'up' ? '▲ ' : '▼ '}</span>}
                      {formatOdds(i.quota)}
                      {prices.moves[i.hash] && <span className="sr-only"> {prices.moves[i.hash] === 'up' ? 'in rialzo' : 'in ribasso'}</span>}
                    </span>
                  )}
                  {slip.kind === 'sistema' && (
                    <label className="sb-slip__fissa">
                      <input type="checkbox" checked={i.fissa} onChange={() => slip.toggleFissa(i.hash)} /> Fissa
                    </label>
                  )}
                  <button type="button" className="sb-slip__remove" onClick={() => slip.remove(i.hash)}>
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">
                      Rimuovi {i.event} {i.label}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {count > 1 && (
              <fieldset className="sb-slip__kinds">
                <legend className="sr-only">Tipo di giocata</legend>
                {(['singola', 'multipla', ...(count >= 3 ? (['sistema'] as const) : [])] as BetKind[]).map((k) => (
                  <label key={k} className={slip.kind === k ? 'is-on' : undefined}>
                    <input type="radio" name="sb-kind" value={k} checked={slip.kind === k} onChange={() => slip.setKind(k)} /> {KIND_LABEL[k]}
                  </label>
                ))}
              </fieldset>
            )}
            {slip.kind === 'sistema' && (
              <fieldset className="sb-slip__sizes">
                <legend>Sistemi</legend>
                {systemSizes(free)
                  .filter((k) => k < free || slip.items.some((i) => i.fissa))
                  .map((k) => (
                    <label key={k}>
                      <input type="checkbox" checked={slip.sizes.includes(k)} onChange={() => slip.toggleSize(k)} /> {k}/{free}
                    </label>
                  ))}
                {plan && plan.combos.length > 0 && <p className="muted">{plan.combos.length} combinazioni, importo per combinazione</p>}
                {tooManyCombos && (
                  <p className="notice notice--warning" role="status">
                    {SPORTS_TEXT.systemTooMany(MAX_SYSTEM_COMBINATIONS)}
                  </p>
                )}
              </fieldset>
            )}
            <label className="sb-slip__stake">
              {slip.kind === 'sistema' ? 'Importo per combinazione (€)' : slip.kind === 'singola' && count > 1 ? 'Importo per singola (€)' : 'Importo (€)'}
              <EuroInput
                cents={stake}
                aria-describedby={!stakeTyped ? 'sb-stake-error' : limitProblem ? 'sb-limit-error' : undefined}
                onCents={(c) => {
                  setStakeTyped(c !== null);
                  if (c !== null) slip.setStake(c);
                }}
              />
            </label>
            {!stakeTyped && (
              <p className="field__error" id="sb-stake-error" role="alert">
                {SPORTS_TEXT.stake}
              </p>
            )}
            {limitProblem && (
              <p className="field__error" id="sb-limit-error" role="status">
                {betLimitText(limitProblem)}
              </p>
            )}
            <dl className="sb-slip__totals">
              {slip.kind === 'multipla' && (
                <>
                  <dt>Quota totale</dt>
                  <dd>{formatOdds(totalOdds(quotas))}</dd>
                </>
              )}
              <dt>Importo totale</dt>
              <dd>{formatCents(total)}</dd>
              <dt>Vincita potenziale</dt>
              <dd>
                <strong>{formatCents(win)}</strong>
              </dd>
            </dl>
            {logged && funBonus && (
              <fieldset className="sb-slip__fun">
                <legend className="sr-only">Fun Bonus Sport</legend>
                <label className="sb-slip__fun-toggle">
                  <input type="checkbox" checked={funOn} onChange={(e) => setFunOn(e.target.checked)} aria-describedby="sb-fun-rule" />{' '}
                  {SPORTS_TEXT.funBonusUse}
                </label>
                {funBonuses.length > 1 ? (
                  <label className="sb-slip__fun-pick">
                    Fun Bonus Sport
                    <select value={funBonus.Id} onChange={(e) => setFunId(Number(e.target.value))}>
                      {funBonuses.map((b) => (
                        <option key={b.Id} value={b.Id}>
                          {b.Nome} · {formatCents(b.Residuo)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <p className="sb-slip__fun-left">
                    {funBonus.Nome}: <strong>{formatCents(funBonus.Residuo)}</strong> disponibili
                  </p>
                )}
                <p className="muted sb-slip__fun-rule" id="sb-fun-rule">
                  {SPORTS_TEXT.funBonusRule} · scade il {formatDateTime(funBonus.Scadenza)}
                </p>
              </fieldset>
            )}
            {funText && (
              <p className="notice notice--warning" role="status">
                {funText}
              </p>
            )}
            {prices.unavailable.size > 0 && (
              <p className="notice notice--error">Alcuni eventi non sono più disponibili: rimuovili dal carrello per scommettere.</p>
            )}
            {prices.suspended.size > 0 && (
              <p className="notice notice--warning" role="status">
                Alcune quote sono sospese: potrai scommettere quando il mercato riapre, oppure rimuovile dal carrello.
              </p>
            )}
            {/* After a refusal for changed odds its alert above already says this: one message, not two. */}
            {moved && !(changed && notice?.tone === 'err') && (
              <p className="notice notice--warning" role="status">
                Le quote nel carrello sono state aggiornate: controlla e conferma.
              </p>
            )}
            <div className="sb-slip__actions" ref={buyArea}>
              {!logged ? (
                <Link className="btn btn--primary sb-slip__buy" to={`${paths.login}?returnUrl=${encodeURIComponent(pathname)}`}>
                  Accedi per scommettere
                </Link>
              ) : confirming ? (
                <div className="sb-slip__confirm" role="group" aria-label="Conferma l'acquisto">
                  {/* A market suspended (or an event gone) while the player confirms holds the purchase too. */}
                  <button type="button" className="btn btn--primary sb-slip__buy" disabled={busy || !canBuy} onClick={buy}>
                    Conferma {formatCents(total)}
                    {fun ? ' con il Fun Bonus Sport' : ''}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    disabled={busy}
                    onClick={() => {
                      setConfirming(false);
                      keepBuyFocus();
                    }}
                  >
                    Annulla
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary sb-slip__buy"
                  disabled={!canBuy || busy}
                  onClick={() => {
                    if (cart.ConfirmBeforePurchase) setConfirming(true);
                    else buy();
                    keepBuyFocus();
                  }}
                >
                  {moved ? 'Accetta le nuove quote e scommetti' : fun ? 'Scommetti con il Fun Bonus Sport' : 'Scommetti'}
                </button>
              )}
              <button
                type="button"
                className="btn btn--ghost btn--sm sb-slip__clear"
                onClick={() => {
                  slip.clear();
                  prices.seen();
                  setChanged(false);
                }}
              >
                Svuota il carrello
              </button>
            </div>
          </>
        )}
      </div>
    </aside>
  );
}

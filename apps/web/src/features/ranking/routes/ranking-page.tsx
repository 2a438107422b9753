import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRankingData, TRankingOffer } from '@betsite/contract/ranking';
import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { errorText } from '../../../lib/api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { read, write } from '../../../lib/storage.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { SectionDisabled, Loader } from '../../../ui/status-pages.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { onDemand } from '../../../ui/on-demand.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import { rankingKeys, redeemUniqueCode, spendPoints, useRanking } from '../api/ranking-calls.ts';
import { OfferCard } from '../components/offer-card.tsx';
import { UniqueCodeForm } from '../components/unique-code-form.tsx';
import { addToCart } from '../../../lib/cart-handoff.ts';
import { endpointOf, points, viewOf, type ConversionFilter, type RankingView } from '../lib/view.ts';
import { Link } from '../../../lib/link.tsx';
import '../ranking.css';
import '../../../ui/tab-bar.css';

// The movements and coupons tabs load when chosen, not with the conversions the page opens on.
const MovementsPanel = onDemand(async () => ({ default: (await import('../components/movements-panel.tsx')).MovementsPanel }), <Loader />);
// The confirmation loads when first asked for (fetched ahead when the pointer or the focus reaches the offers).
const ConversionConfirm = onDemand(() => import('../components/conversion-confirm.tsx'));
const CouponsPanel = onDemand(async () => ({ default: (await import('../components/coupons-panel.tsx')).CouponsPanel }), <Loader />);

/** Where a link (an e-mail, a promotion) leaves a unique code to be tried on the next opening (§4). */
const STORED_CODE_KEY = 'RankingUniqueCode';
/** The cart-promo busy flag lasts 1 second (§9). */
const CART_BUSY_MS = 1000;

const to = (v: Partial<RankingView>) => `${paths.ranking}/${endpointOf({ tab: 'conversioni', conversion: 'all', coupon: 'all', ...v })}`;
/** After a booked bet went to the cart: the slip opens with the sport pages, as a reservation's does. */
const toSlip = [{ label: 'Vai al carrello', to: paths.scommesseSport('calcio'), primary: true }, { label: 'Chiudi' }];

/** /account/classifiche-ranking and its sub-paths (document 3 §2, §4, §8). */
export default function RankingPage() {
  const config = useSiteConfig();
  if (config.isPending) return <Loader />;
  if (!config.data?.modules.V3_ClassificheRanking_Enabled) return <SectionDisabled />;
  return <Ranking />;
}

function Ranking() {
  const { endpoint } = useParams();
  const view = viewOf(endpoint);
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  // A stored unique code is redeemed before the balances are read, so they already include it.
  const [storedPending, setStoredPending] = useState(() => Boolean(read(STORED_CODE_KEY)?.trim()));
  const ranking = useRanking(!storedPending);
  const [confirming, setConfirming] = useState<TRankingOffer | null>(null);

  const reload = () => {
    void qc.invalidateQueries({ queryKey: rankingKeys.all });
    void invalidateBalance();
  };

  const redeemCode = useMutation({
    mutationFn: redeemUniqueCode,
    onSuccess: ({ Outcomes: booked }) => {
      // A code carrying a booked bet puts it in the slip too.
      if (booked.length) {
        addToCart(booked);
        showDialog({ title: T.title, text: `${T.codeOk}\n${T.cartOk}`, tone: 'success', buttons: toSlip });
      } else showDialog({ title: T.title, text: T.codeOk, tone: 'success' });
      reload();
    },
    // A refusal with the server's text, any other failure with its own.
    onError: (err) => showDialog({ title: 'Attenzione!', text: `${T.codeError} ${errorText(err)}`, tone: 'error' }),
  });
  const spend = useMutation({
    mutationFn: spendPoints,
    onMutate: () => ({ started: Date.now() }),
    onSuccess: ({ data, message }, o) => {
      // 'Inserisci nel carrello' of a unique code: its booked bet goes to the slip, the code to the coupons.
      const booked = o.IsCodiceUnico ? data.Outcomes : [];
      if (booked.length) addToCart(booked);
      const text = o.IsTicketPromo
        ? (message ?? T.cartOk)
        : booked.length
          ? `${T.cartOk}\nCodice unico ${data.BonusCode}: sbloccalo dal campo in alto per ricevere il bonus.`
          : `${T.convertOk}: codice ${data.BonusCode}`;
      showDialog({ title: T.title, text, tone: 'success', ...(booked.length ? { buttons: toSlip } : {}) });
      reload();
    },
    onError: (err, o) => {
      showDialog({ title: 'Attenzione!', text: `${T.convertError} ${errorText(err)}`, tone: 'error' });
      // A refused coupon activation reloads the data (§4).
      if (err instanceof Refusal && o.IsTicketPromo) reload();
    },
    // A cart promo stays busy for a second from its start (§9), whatever the answer.
    onSettled: (_data, _err, o, ctx) =>
      o.IsTicketPromo && ctx ? new Promise<void>((done) => setTimeout(done, Math.max(0, CART_BUSY_MS - (Date.now() - ctx.started)))) : undefined,
  });
  // One conversion, purchase or redeem at a time (§4); the server enforces it too.
  const busy = redeemCode.isPending || spend.isPending;

  /** Redeems a unique code; true when it worked (the input is then cleared). */
  const redeem = async (code: string): Promise<boolean> => {
    if (busy) return false;
    return redeemCode.mutateAsync(code).then(
      () => true,
      () => false,
    );
  };

  // A stored unique code is tried once on opening, then cleared whatever the outcome (§4).
  const triedStored = useRef(false);
  useEffect(() => {
    if (triedStored.current) return;
    triedStored.current = true;
    const stored = read(STORED_CODE_KEY)?.trim();
    write(STORED_CODE_KEY, null);
    if (stored) void redeem(stored).finally(() => setStoredPending(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  const act = () => {
    const o = confirming;
    setConfirming(null);
    if (!o || busy) return;
    spend.mutate(o);
  };

  return (
    <section className="page ranking-page">
      <header className="ranking-head">
        <Link to={paths.dashboard} className="icon-button ranking-head__back" aria-label="Indietro">
          ←
        </Link>
        <h1>{T.title}</h1>
        {ranking.data?.RegolamentoUrl && (
          <a className="btn btn--ghost btn--sm" href={ranking.data.RegolamentoUrl}>
            {T.regolamento}
          </a>
        )}
      </header>

      {ranking.isPending ? (
        <Loader />
      ) : ranking.error || !ranking.data ? (
        <LoadError onRetry={() => void ranking.refetch()} />
      ) : (
        <>
          <Balances data={ranking.data} />
          <UniqueCodeForm busy={busy} onRedeem={redeem} />
          <nav className="tab-bar" aria-label="Sezioni del Ranking">
            <Link to={to({ tab: 'conversioni' })} className="tab-bar__tab" aria-current={view.tab === 'conversioni' ? 'page' : undefined}>
              {T.tabConversioni}
            </Link>
            <Link to={to({ tab: 'movimenti' })} className="tab-bar__tab" aria-current={view.tab === 'movimenti' ? 'page' : undefined}>
              {T.tabMovimenti}
            </Link>
            <Link to={to({ tab: 'coupons' })} className="tab-bar__tab" aria-current={view.tab === 'coupons' ? 'page' : undefined}>
              {T.tabCoupons}
            </Link>
          </nav>
          {view.tab === 'conversioni' && <Conversions data={ranking.data} filter={view.conversion} busy={busy} onAct={setConfirming} />}
          {view.tab === 'movimenti' && <MovementsPanel data={ranking.data} />}
          {view.tab === 'coupons' && <CouponsPanel coupons={ranking.data.Coupons} filter={view.coupon} />}
        </>
      )}

      {confirming && <ConversionConfirm offer={confirming} onCancel={() => setConfirming(null)} onConfirm={act} />}
    </section>
  );
}

function Balances({ data }: { data: TRankingData }) {
  return (
    <div className="ranking-balances">
      <dl className="ranking-saldo">
        <div>
          <dt>{T.saldo}</dt>
          <dd>{points(data.SaldoGenerale)}</dd>
        </div>
        <div>
          <dt>{T.saldoConvertibile}</dt>
          <dd>{points(data.SaldoDisponibile)}</dd>
        </div>
      </dl>
      <p className="ranking-updates">
        {T.lastUpdate}: {data.Punti.ExecutionTime ? formatDateTime(data.Punti.ExecutionTime) : '—'}
        <br />
        {T.nextUpdate}: {data.Punti.NextExecutionTime ? formatDateTime(data.Punti.NextExecutionTime) : 'entro 12 ore'}
      </p>
    </div>
  );
}

const FILTER_OF: Record<Exclude<ConversionFilter, 'all'>, (o: TRankingOffer) => boolean> = {
  coupons: (o) => o.IsConversione,
  promos: (o) => o.IsTicketPromo,
  uniquecode: (o) => o.IsCodiceUnico,
};
const FILTER_LABEL = { coupons: T.coupons, promos: T.promos, uniquecode: T.uniqueCode } as const;

/** Conversioni (§2): Tutti plus one filter per kind of conversion available. */
function Conversions({ data, filter, busy, onAct }: { data: TRankingData; filter: ConversionFilter; busy: boolean; onAct: (o: TRankingOffer) => void }) {
  const offers = data.ConversioniDisponibili;
  const kinds = (Object.keys(FILTER_OF) as (keyof typeof FILTER_OF)[]).filter((k) => offers.some(FILTER_OF[k]));
  const shown = filter === 'all' ? offers : offers.filter(FILTER_OF[filter]);
  return (
    <section aria-labelledby="ranking-conversions-title" onPointerEnter={ConversionConfirm.preload} onFocus={ConversionConfirm.preload}>
      <h2 id="ranking-conversions-title">{T.tabConversioni}</h2>
      <nav className="ranking-chips" aria-label="Filtra le conversioni">
        <Link to={to({ conversion: 'all' })} className="ranking-chip" aria-current={filter === 'all' ? 'page' : undefined}>
          {T.all}
        </Link>
        {kinds.map((k) => (
          <Link key={k} to={to({ conversion: k })} className="ranking-chip" aria-current={filter === k ? 'page' : undefined}>
            {FILTER_LABEL[k]}
          </Link>
        ))}
      </nav>
      <aside className="notice notice--info ranking-how">
        <h3>{T.howTitle}</h3>
        <p>
          {T.howText} <Link to={paths.promozioniBonus}>Promozioni e Bonus</Link>
        </p>
      </aside>
      {shown.length === 0 ? (
        <p className="empty-state">{T.empty}</p>
      ) : (
        <ul className="ranking-offers">
          {shown.map((o) => (
            <OfferCard key={o.Id} offer={o} busy={busy} onAct={onAct} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { answerDialog } from '@betsite/domain/answer-text';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TBonusItem } from '@betsite/contract/bonus';
import { BONUS_PAGE_SIZE } from '@betsite/contract/bonus-codes';
import { BONUS_TEXT as T } from '@betsite/contract/bonus-messages';
import * as bonusCalls from '@betsite/contract/calls/bonus';
import { errorText } from '../../../lib/api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import { bonusKeys, cancelFunBonus, useBonusList, useBonusSummary, useCheckPrimaRicarica, usePromotions } from '../api/bonus-calls.ts';
import { BonusCard } from '../components/bonus-card.tsx';
import { PromotionCard } from '../components/promotion-card.tsx';
import { RedeemForm } from '../components/redeem-form.tsx';
import '../rewards.css';
import '../../../ui/tab-bar.css';
import { PrevNextPager } from '../../../ui/page-buttons.tsx';
import { NavLink } from '../../../lib/link.tsx';

/** The tabs are sub-routes (§2); Free Spin and Free Bet need the BonusFreeSpin_Attivo module. */
const TABS = [
  {
    slug: 'real-bonus',
    label: 'Real Bonus',
    type: 'bonus',
    section: 'RealBonus',
    info: 'Il Real Bonus è saldo giocabile: rigiocalo entro la scadenza quanto indica la sua scheda (Giocato) e diventa prelevabile.',
  },
  {
    slug: 'fun-bonus',
    label: 'Fun Bonus',
    type: 'funbonus',
    section: 'FunBonus',
    info: 'Il Fun Bonus si gioca con le giocate Fun Bonus: rigiocato quanto richiesto, si converte in Real Bonus.',
  },
  {
    slug: 'free-spin',
    label: 'Free Spin',
    type: 'freespin',
    section: 'FreeSpin',
    info: 'I giri gratuiti si usano sulle slot indicate entro la scadenza.',
    freeSpinModule: true,
  },
  {
    slug: 'free-bet',
    label: 'Free Bet',
    type: 'freebet',
    section: 'FreeBet',
    info: 'La Free Bet è una scommessa gratuita del valore indicato, da usare entro la scadenza.',
    freeSpinModule: true,
  },
  { slug: 'scaduti', label: 'Scaduti', type: null, section: null, info: 'I bonus scaduti, annullati o già convertiti.' },
] as const;
type Tab = (typeof TABS)[number];

const byDeadlineDesc = (a: TBonusItem, b: TBonusItem) => b.dataFine.localeCompare(a.dataFine);

/** /account/promozioni-bonus/:tab (document 3 §2, §4, §8): the player's bonuses, promotions and promo codes. */
export default function BonusPage() {
  const { tab: slug } = useParams();
  const config = useSiteConfig();
  const modules = config.data?.modules ?? {};
  const tabs = TABS.filter((t) => !('freeSpinModule' in t) || modules.BonusFreeSpin_Attivo);
  const tab = tabs.find((t) => t.slug === slug);
  if (config.data && modules.ConsentiSoloPrelievo) {
    return (
      <section className="page bonus-page">
        <h1>{T.title}</h1>
        <p className="empty-state">{T.empty}</p>
      </section>
    );
  }
  if (config.isPending) return <Loader />;
  if (!tab) return <Navigate to={`${paths.promozioniBonus}/real-bonus`} replace />;
  return <BonusTabs tabs={tabs} tab={tab} />;
}

function BonusTabs({ tabs, tab }: { tabs: readonly Tab[]; tab: Tab }) {
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  // V3_CheckBonusPrimaRicarica once, before the lists load.
  const check = useCheckPrimaRicarica();
  const ready = !check.isPending;
  const list = useBonusList(tab.type ?? 'bonus', ready && tab.type !== null);
  const summary = useBonusSummary(ready);
  const [promoPage, setPromoPage] = useState(0);
  const promos = usePromotions(promoPage * BONUS_PAGE_SIZE, BONUS_PAGE_SIZE, ready && tab.slug === 'real-bonus');
  const [page, setPage] = useState(0);
  const [cancelling, setCancelling] = useState<TBonusItem | null>(null);

  const items = useMemo(() => {
    const rows = tab.type === null ? (summary.data?.Scaduti ?? []) : (list.data ?? []);
    return [...rows].sort(byDeadlineDesc);
  }, [tab.type, list.data, summary.data]);
  const pages = Math.max(1, Math.ceil(items.length / BONUS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * BONUS_PAGE_SIZE, (current + 1) * BONUS_PAGE_SIZE);
  const loading = !ready || (tab.type === null ? summary.isPending : list.isPending);
  const failed = tab.type === null ? summary.error : list.error;
  const updatedAt = Math.max(list.dataUpdatedAt, summary.dataUpdatedAt);
  const section = tab.section ? summary.data?.[tab.section] : undefined;

  const refresh = () => qc.invalidateQueries({ queryKey: bonusKeys.all });
  const afterMoney = () => {
    void refresh();
    // The balance is read again 1 second after a redeem or a cancellation (§4, §9).
    setTimeout(() => void invalidateBalance(), 1000);
  };

  const redeeming = useCallMutation(bonusCalls.RedeemBonus, {
    onSuccess: () => {
      showDialog({ title: T.redeemOk, text: T.redeemOkText, tone: 'success' });
      afterMoney();
    },
    onError: (err) =>
      showDialog(
        err instanceof Refusal
          ? { ...answerDialog(T.redeemFail, err.code, err.message), tone: 'error' }
          : { title: T.redeemFail, text: errorText(err), tone: 'error' },
      ),
  });
  /** True when the code was redeemed (the form then clears it); a refusal or a failure is shown by `onError`. */
  const redeem = async (code: string): Promise<boolean> => {
    if (redeeming.isPending) return false;
    return redeeming.mutateAsync({ query: { bonusCode: code } }).then(
      () => true,
      () => false,
    );
  };

  const confirmCancel = async () => {
    const b = cancelling;
    setCancelling(null);
    if (!b) return;
    try {
      const r = await cancelFunBonus(b.id);
      showDialog(
        r.ok
          ? { title: T.cancelOkTitle, text: T.cancelOk, tone: 'success' }
          : { title: 'Attenzione!', text: r.refusal.message || T.notCancellable, tone: 'error' },
      );
      afterMoney();
    } catch (err) {
      showDialog({ title: 'Attenzione!', text: errorText(err), tone: 'error' });
    }
  };

  return (
    <section className="page bonus-page">
      <header className="bonus-page__head">
        <h1>{T.title}</h1>
        <div className="bonus-page__refresh">
          <button type="button" className="btn btn--ghost bonus-refresh" onClick={() => void refresh()} aria-label="Aggiorna i bonus">
            ⟳
          </button>
          {updatedAt > 0 && (
            <span aria-live="polite">
              {T.updated}: {formatDateTime(new Date(updatedAt).toISOString())}
            </span>
          )}
        </div>
      </header>

      <RedeemForm busy={redeeming.isPending} onRedeem={redeem} />

      <nav className="tab-bar" aria-label="Tipi di bonus">
        {tabs.map((t) => (
          <NavLink
            key={t.slug}
            to={`${paths.promozioniBonus}/${t.slug}`}
            className="tab-bar__tab"
            aria-current={t.slug === tab.slug ? 'page' : undefined}
            onClick={() => setPage(0)}
          >
            {t.label}
            {t.section && summary.data ? ` (${summary.data[t.section].Numero})` : ''}
          </NavLink>
        ))}
      </nav>

      <h2>{tab.label}</h2>
      <p className="notice notice--info">{tab.info}</p>

      {section && (
        <dl className="bonus-summary" aria-label={`Riepilogo ${tab.label}`}>
          <div>
            <dt>Totale</dt>
            <dd>{tab.type === 'freespin' ? `${section.Totale} giri` : formatCents(section.Totale)}</dd>
          </div>
          <div>
            <dt>Residuo</dt>
            <dd>{tab.type === 'freespin' ? `${section.Residuo} giri` : formatCents(section.Residuo)}</dd>
          </div>
          <div>
            <dt>Numero</dt>
            <dd>{section.Numero}</dd>
          </div>
        </dl>
      )}

      {loading ? (
        <Loader />
      ) : failed ? (
        <p className="notice notice--error">{errorText(failed)}</p>
      ) : items.length === 0 ? (
        <p className="empty-state">{T.empty}</p>
      ) : (
        <>
          <ul className="bonus-list">
            {shown.map((b) => (
              <BonusCard key={b.id} bonus={b} onCancel={setCancelling} />
            ))}
          </ul>
          <PrevNextPager page={current} pages={pages} onPage={setPage} label={`Pagine di ${tab.label}`} />
        </>
      )}

      {tab.slug === 'real-bonus' && (
        <section className="bonus-promos" aria-labelledby="bonus-promos-title">
          <h2 id="bonus-promos-title">Promozioni</h2>
          {promos.isPending ? (
            <Loader />
          ) : promos.error ? (
            <p className="notice notice--error">{errorText(promos.error)}</p>
          ) : (promos.data?.Promotions.length ?? 0) === 0 ? (
            <p className="empty-state">{T.emptyCoupons}</p>
          ) : (
            <>
              <ul className="bonus-list">
                {promos.data!.Promotions.map((p) => (
                  <PromotionCard
                    key={`${p.Bonus.Name}-${p.Coupons[0]?.BonusCode}`}
                    promo={p}
                    busy={redeeming.isPending}
                    onRedeem={(code) => void redeem(code)}
                  />
                ))}
              </ul>
              <PrevNextPager
                page={promoPage}
                pages={Math.max(1, Math.ceil(promos.data!.Total / BONUS_PAGE_SIZE))}
                onPage={setPromoPage}
                label="Pagine delle promozioni"
              />
            </>
          )}
        </section>
      )}

      <Modal
        open={cancelling !== null}
        title="Cancella bonus"
        tone="warning"
        onClose={() => setCancelling(null)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setCancelling(null)}>
              {T.no}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void confirmCancel()}>
              {T.yes}
            </button>
          </>
        }
      >
        <p>{T.cancelConfirm}</p>
      </Modal>
    </section>
  );
}

import { useState } from 'react';
import { VIP_HISTORY_PAGE } from '@betsite/contract/vip-sport-codes';
import { VIP_SPORT_TEXT as T } from '@betsite/contract/vip-sport-messages';
import { formatCents } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageButtons } from '../../../ui/page-buttons.tsx';
import { Loader, SectionDisabled } from '../../../ui/status-pages.tsx';
import { useVipHistory, useVipProfiles } from '../api/vip-sport-calls.ts';
import { HistoryItem } from '../components/history-item.tsx';
import { OpenTicketsModal, PointsModal, ProcessedTicketsModal } from '../components/vip-modals.tsx';
import { Link } from '../../../lib/link.tsx';
import '../vip-sport.css';

const PERIOD = { 2: 'Settimanale', 3: 'Mensile' } as Record<number, string>;

/** /account/vip (document 3 §2, §4): profiles, the history of periods (10 a page, 5 page buttons), detail and ticket modals. */
export default function VipSportPage() {
  const config = useSiteConfig();
  if (config.isPending) return <Loader />;
  const modules = config.data?.modules ?? {};
  if (!modules.VipProfiles) return <SectionDisabled />;
  // Withdrawal-only mode hides the VIP pages (§2).
  if (modules.ConsentiSoloPrelievo)
    return (
      <section className="page">
        <h1>{T.title}</h1>
        <p className="empty-state">Non sono disponibili dati</p>
      </section>
    );
  return <VipSport />;
}

function VipSport() {
  const [page, setPage] = useState(0);
  const profiles = useVipProfiles();
  const history = useVipHistory(page);
  const [processed, setProcessed] = useState<{ VipProfiloId: number; ElaborazioneId: number } | null>(null);
  const [openTickets, setOpenTickets] = useState<{ VipProfiloId: number; ExecutionTimeId: number } | null>(null);
  const [points, setPoints] = useState<{ id: number; name: string } | null>(null);
  const names = new Map((profiles.data ?? []).map((p) => [p.Id, p.Name]));
  const anyProcessed = history.data?.Items.some((i) => i.Elaborato) ?? false;

  return (
    <section className="page vip-page">
      <header className="vip-head">
        <Link to={paths.dashboard} className="icon-button vip-head__back" aria-label="Indietro">
          ←
        </Link>
        <h1>{T.title}</h1>
      </header>

      <section aria-labelledby="vip-profiles-title">
        <h2 id="vip-profiles-title">Profili</h2>
        {profiles.isPending ? (
          <Loader />
        ) : profiles.error ? (
          <LoadError onRetry={() => void profiles.refetch()} />
        ) : profiles.data.length === 0 ? (
          <p className="empty-state">{T.none}</p>
        ) : (
          <ul className="vip-profiles">
            {profiles.data.map((p) => (
              <li key={p.Id} className="vip-profile">
                <h3>{p.Name}</h3>
                <p>
                  {PERIOD[p.Period] ?? ''} · {[p.Prematch && 'Prematch', p.Live && 'Live', p.IncludiSistemi && 'Sistemi inclusi'].filter(Boolean).join(', ')}
                </p>
                <p>
                  Obiettivi: almeno {formatCents(p.AmountMin)} giocati, {p.NumBetMin} giocate, {p.PercLostMin}% di perdita
                </p>
                <div className="vip-period__actions">
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => setPoints({ id: p.Id, name: p.Name })}>
                    Punti VIP
                  </button>
                  {p.LinkUrl && (
                    <Link className="btn btn--ghost btn--sm" to={p.LinkUrl}>
                      Regolamento
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="vip-history-title">
        <h2 id="vip-history-title">Storico periodi</h2>
        {history.isPending ? (
          <Loader />
        ) : history.error ? (
          <LoadError onRetry={() => void history.refetch()} />
        ) : (
          <>
            {!anyProcessed && page === 0 && <p className="notice notice--info">{T.none}</p>}
            <ul className="vip-history">
              {history.data.Items.map((i) => (
                <HistoryItem
                  key={`${i.VipProfiloId}-${i.RealFrom}`}
                  item={i}
                  profileName={names.get(i.VipProfiloId) ?? ''}
                  onProcessed={setProcessed}
                  onOpen={setOpenTickets}
                />
              ))}
            </ul>
            <PageButtons page={page} pages={Math.ceil(history.data.Total / VIP_HISTORY_PAGE)} onPage={setPage} label="Pagine dello storico VIP" />
          </>
        )}
      </section>

      <ProcessedTicketsModal key={processed?.ElaborazioneId ?? 0} query={processed} onClose={() => setProcessed(null)} />
      <OpenTicketsModal query={openTickets} onClose={() => setOpenTickets(null)} />
      <PointsModal profile={points} onClose={() => setPoints(null)} />
    </section>
  );
}

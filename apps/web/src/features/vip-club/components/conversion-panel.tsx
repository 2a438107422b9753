import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCompPoint, TRecharge } from '@betsite/contract/vip-club';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { formatCents } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import { requestRecharge, useRecharges, vipKeys } from '../api/vip-calls.ts';
import '../../../ui/tab-bar.css';

/**
 * Points-to-bonus conversion (§2): a tab per platform type, the offers drawing on it, 'Converti'
 * enabled only when the server says the offer is affordable (CanApply) and no conversion is under
 * way. The server spends the points once whatever the page does.
 */
export function ConversionPanel({ points, subscriptionId }: { points: TCompPoint['punti']; subscriptionId: number }) {
  const [tab, setTab] = useState(points[0]?.PlatformType_Id ?? 1);
  const [confirming, setConfirming] = useState<TRecharge | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  const offers = useRecharges(tab, true);

  const convert = async () => {
    const r = confirming;
    setConfirming(null);
    if (!r || busy) return;
    setBusy(true);
    try {
      const res = await requestRecharge(r.Id, subscriptionId);
      showDialog({ title: T.requestTitle, text: res.ResponseMessage ?? '', tone: res.ResponseCode === 0 ? 'success' : 'error' });
      await qc.invalidateQueries({ queryKey: vipKeys.all });
      if (res.ResponseCode === 0) setTimeout(() => void invalidateBalance(), 1000);
    } catch (err) {
      showDialog({ title: T.requestTitle, text: errorText(err), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="vip-conversion" aria-labelledby="vip-conversion-title">
      <h2 id="vip-conversion-title">{T.conversionTitle}</h2>
      <div className="tab-bar" role="tablist" aria-label="Tipi di piattaforma">
        {points.map((p) => (
          <button
            key={p.PlatformType_Id}
            type="button"
            role="tab"
            id={`vip-tab-${p.PlatformType_Id}`}
            aria-selected={p.PlatformType_Id === tab}
            aria-controls="vip-conversion-offers"
            className="tab-bar__tab vip-tab"
            onClick={() => setTab(p.PlatformType_Id)}
          >
            {p.PlatformType_Name} ({p.punti} pt)
          </button>
        ))}
      </div>
      <div id="vip-conversion-offers" role="tabpanel" aria-labelledby={`vip-tab-${tab}`}>
        {offers.isPending ? (
          <Loader />
        ) : offers.error ? (
          <p className="notice notice--error">{errorText(offers.error)}</p>
        ) : offers.data.length === 0 ? (
          <p className="empty-state">{T.empty}</p>
        ) : (
          <ul className="vip-list">
            {offers.data.map((o) => (
              <li key={o.Id} className="vip-item vip-offer">
                <h3 className="vip-item__name">{o.name}</h3>
                <p className="vip-item__value">{formatCents(o.amount)}</p>
                <ul className="vip-offer__cost" aria-label="Punti necessari">
                  {o.detail.map((d) => (
                    <li key={d.PlatformType_Id}>
                      {d.Points} pt {d.PlatformTypeName}
                    </li>
                  ))}
                </ul>
                <button type="button" className="btn btn--primary" disabled={!o.CanApply || busy} onClick={() => setConfirming(o)}>
                  Converti
                </button>
                {!o.CanApply && <p className="vip-offer__hint">Punti non sufficienti</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={confirming !== null}
        title="Conferma conversione"
        tone="warning"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
              Annulla
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void convert()}>
              Converti
            </button>
          </>
        }
      >
        {confirming && (
          <p>
            <strong>{confirming.name}</strong> ({formatCents(confirming.amount)}):{' '}
            {confirming.detail.map((d) => `${d.Points} pt ${d.PlatformTypeName}`).join(', ')}. {T.confirmConversion}
          </p>
        )}
      </Modal>
    </section>
  );
}

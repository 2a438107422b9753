import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompPoint, TRecharge } from '@betsite/contract/vip-club';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { callAnswer } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { formatCents } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useInvalidateBalance } from '../../session/index.ts';
import { useRecharges, vipCalls, vipKeys } from '../api/vip-calls.ts';
import '../../../ui/tab-bar.css';

/**
 * Points-to-bonus conversion (§2): a tab per platform type, the offers drawing on it, 'Converti'
 * enabled only when the server says the offer is affordable (CanApply) and no conversion is under
 * way. The server spends the points once whatever the page does.
 */
export function ConversionPanel({ points, subscriptionId }: { points: TCompPoint['punti']; subscriptionId: number }) {
  const [tab, setTab] = useState(points[0]?.PlatformType_Id ?? 1);
  const [confirming, setConfirming] = useState<TRecharge | null>(null);
  const qc = useQueryClient();
  const invalidateBalance = useInvalidateBalance();
  const offers = useRecharges(tab, true);
  // The answer, success or refusal, in 'Richiesta' with the server's text, then the points and offers again; the balance a second later after a success.
  const conversion = useMutation({
    mutationFn: (rechargeId: number) => callAnswer(vipCalls.VipRechargeRequest, { body: { rechargeId, subscriptionId } }),
    onSuccess: async ({ message }) => {
      showDialog({ title: T.requestTitle, text: message ?? '', tone: 'success' });
      await qc.invalidateQueries({ queryKey: vipKeys.all });
      setTimeout(() => void invalidateBalance(), 1000);
    },
    onError: async (err) => {
      showDialog({ title: T.requestTitle, text: errorText(err), tone: 'error' });
      if (err instanceof Refusal) await qc.invalidateQueries({ queryKey: vipKeys.all });
    },
  });

  const convert = () => {
    const r = confirming;
    setConfirming(null);
    if (!r || conversion.isPending) return;
    conversion.mutate(r.Id);
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
                <button type="button" className="btn btn--primary" disabled={!o.CanApply || conversion.isPending} onClick={() => setConfirming(o)}>
                  Converti
                  {/* Each offer's button says which one, for a screen reader's list of buttons. */}
                  <span className="sr-only"> {o.name}</span>
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
            <button type="button" className="btn btn--primary" onClick={convert}>
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

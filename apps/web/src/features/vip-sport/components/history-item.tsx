import { useId, useState } from 'react';
import type { TVipHistory } from '@betsite/contract/vip-sport';
import { VIP_SPORT_TEXT as T } from '@betsite/contract/vip-sport-messages';
import { maxPayout } from '@betsite/domain/vip-sport';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useVipGroup } from '../api/vip-sport-calls.ts';

interface Props {
  item: TVipHistory;
  profileName: string;
  onProcessed: (q: { VipProfiloId: number; ElaborazioneId: number }) => void;
  onOpen: (q: { VipProfiloId: number; ExecutionTimeId: number }) => void;
}

const check = (ok: boolean) => <span className={ok ? 'vip-ok' : 'vip-ko'}>{ok ? 'raggiunto' : 'non raggiunto'}</span>;

/** One period of one profile (§4): partial ('Complimenti' or the warning), not closed, or processed (with its coupon). */
export function HistoryItem({ item: i, profileName, onProcessed, onOpen }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const g = i.Profili[0]!;
  const met = i.ProfiliPlayer.includes(i.VipProfiloId);
  // The detail panel loads the group figures of a processed period when opened.
  const group = useVipGroup(open && i.ElaborazioneId !== null ? i.ElaborazioneId : null);
  const figures = i.ElaborazioneId !== null && group.data?.[0] ? group.data[0] : g;
  return (
    <li className="vip-period">
      <div className="vip-period__head">
        <h3>
          {profileName} · {formatDate(i.RealFrom)} – {formatDate(new Date(Date.parse(i.RealTo) - 1).toISOString())}
        </h3>
        {i.Parziale ? (
          met ? (
            <p className="notice notice--success">
              <strong>{T.congrats}</strong> {T.congratsText}
            </p>
          ) : (
            <p className="notice notice--warning">
              <strong>{T.warning}</strong> {T.warningText}
            </p>
          )
        ) : !i.Elaborato ? (
          <p className="notice notice--info">{T.notClosed}</p>
        ) : met && g.BonusCode ? (
          <p className="notice notice--success">
            Obiettivi raggiunti: coupon <strong>{g.BonusCode}</strong> accreditato in Promozioni e Bonus.
          </p>
        ) : (
          <p className="vip-period__result">{met ? 'Obiettivi raggiunti.' : 'Obiettivi non raggiunti.'}</p>
        )}
      </div>
      <div className="vip-period__actions">
        <button type="button" className="btn btn--ghost btn--sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {open ? 'Chiudi dettaglio' : 'Dettaglio'}
        </button>
        {i.ElaborazioneId !== null && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onProcessed({ VipProfiloId: i.VipProfiloId, ElaborazioneId: i.ElaborazioneId! })}
          >
            Schedine elaborate
          </button>
        )}
        {i.Aperte > 0 && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onOpen({ VipProfiloId: i.VipProfiloId, ExecutionTimeId: i.LastExecutionTimeId })}
          >
            Schedine aperte ({i.Aperte})
          </button>
        )}
      </div>
      <div id={panelId} hidden={!open}>
        {open &&
          (group.isFetching && i.ElaborazioneId !== null ? (
            <Loader />
          ) : group.error ? (
            <p className="notice notice--error">{errorText(group.error)}</p>
          ) : (
            <dl className="vip-figures">
              <div>
                <dt>Giocato valido</dt>
                <dd>
                  {formatCents(figures.TotaleGiocatoValido)} {check(figures.AmountMinOk)}
                </dd>
              </div>
              <div>
                <dt>Giocate valide</dt>
                <dd>
                  {figures.TotGiocateValide} {check(figures.NumBetMinOk)}
                </dd>
              </div>
              <div>
                <dt>Percentuale persa</dt>
                <dd>
                  {figures.PercLost}% {check(figures.PercLostMinOk)}
                </dd>
              </div>
              <div>
                <dt>Payout massimo</dt>
                <dd>{maxPayout(figures.PercLost)}%</dd>
              </div>
            </dl>
          ))}
      </div>
    </li>
  );
}

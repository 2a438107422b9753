import type { TBonusItem } from '@betsite/contract/bonus';
import { formatCents, formatTwoDecimals } from '../../../lib/format.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';

/** Green when games are available or the family is 1 (sport), yellow when no games are listed (§2). */
export const dotOf = (b: TBonusItem): 'verde' | 'giallo' => (b.listaGiochi.length > 0 || b.famiglia === 1 ? 'verde' : 'giallo');

/** One bonus of a tab: value, what is left, the replay progress, its games and deadline. */
export function BonusCard({ bonus: b, onCancel }: { bonus: TBonusItem; onCancel?: (b: TBonusItem) => void }) {
  const dot = dotOf(b);
  const target = b.importoGiocato + b.importoDaGiocare;
  const active = b.stato === 'attivo';
  // A Real Bonus replayed in full stays active only while the Fun Bonus tickets it came from are
  // open (the server converts it when the last one settles): say so, rather than a full bar and silence.
  const awaitingFunTickets = active && b.type === 'bonus' && target > 0 && b.importoDaGiocare <= 0;
  return (
    <li className="bonus-card">
      <header className="bonus-card__head">
        <span className={`bonus-dot bonus-dot--${dot}`} role="img" aria-label={dot === 'verde' ? 'Giochi disponibili' : 'Nessun gioco disponibile'} />
        <h3 className="bonus-card__name">{b.descrizione}</h3>
        {b.siglapromo && <span className="bonus-card__code">{b.siglapromo}</span>}
      </header>
      <dl className="bonus-card__facts">
        {b.type === 'freespin' ? (
          <>
            <div>
              <dt>Giri gratuiti</dt>
              <dd>{b.nSpin}</dd>
            </div>
            <div>
              <dt>Giri giocati</dt>
              <dd>{b.nSpinGiocati}</dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>Importo</dt>
              <dd>{formatCents(b.importo)}</dd>
            </div>
            <div>
              <dt>Residuo</dt>
              <dd>{formatCents(b.importoResiduo)}</dd>
            </div>
          </>
        )}
        {target > 0 && (
          <div>
            <dt>Giocato</dt>
            <dd>
              {formatCents(b.importoGiocato)} di {formatCents(target)}
            </dd>
          </div>
        )}
        <div>
          <dt>{active ? 'Sbloccalo entro' : b.stato === 'scaduto' ? 'Non sbloccato entro il' : 'Scadenza'}</dt>
          <dd>{b.dataFineRaccolta}</dd>
        </div>
        {b.json_raccolta && (
          <div>
            <dt>Quota minima</dt>
            <dd>{formatTwoDecimals(b.json_raccolta.min_odd / 100)}</dd>
          </div>
        )}
        {!active && (
          <div>
            <dt>Stato</dt>
            <dd className="bonus-card__state">{b.stato}</dd>
          </div>
        )}
      </dl>
      {active && target > 0 && <ProgressBar value={(b.importoGiocato / target) * 100} label={`Rigiocato ${b.descrizione}`} />}
      {awaitingFunTickets && (
        <p className="bonus-card__note">
          Rigioco completato: il bonus passa al saldo prelevabile appena si chiudono le giocate Fun Bonus ancora aperte. Le loro vincite si aggiungono al bonus
          e vanno rigiocate.
        </p>
      )}
      {b.listaGiochi.length > 0 && <p className="bonus-card__games">Giochi: {b.gioco}</p>}
      {b.descrizione_estesa && <p className="bonus-card__desc">{b.descrizione_estesa}</p>}
      {b.cancellabile && onCancel && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onCancel(b)}>
          Cancella bonus
        </button>
      )}
    </li>
  );
}

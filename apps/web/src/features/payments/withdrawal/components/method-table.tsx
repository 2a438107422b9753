import type { TPaymentMethod } from '@betsite/contract/payments';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { formatCents } from '../../../../lib/format.ts';
import { hhmm, limitsOf } from '../lib/withdrawal-form.ts';

interface Props {
  methods: TPaymentMethod[];
  selectedId: number;
  now: Date;
  onSelect(m: TPaymentMethod): void;
}

/** The withdrawal methods as a table (limits in force now, delivery time, daily slot) with a radio per row. */
export function MethodTable({ methods, selectedId, now, onSelect }: Props) {
  return (
    <div className="wd-methods" role="radiogroup" aria-label="Metodo di prelievo">
      <table className="wd-table">
        <caption className="sr-only">Metodi di prelievo</caption>
        <thead>
          <tr>
            <th scope="col">Metodo</th>
            <th scope="col">Minimo</th>
            <th scope="col">Massimo</th>
            <th scope="col">Tempi di accredito</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m) => {
            const l = limitsOf(m, now);
            const id = `wd-method-${m.Id}`;
            return (
              <tr key={m.Id} className={m.Id === selectedId ? 'is-selected' : undefined} onClick={() => onSelect(m)}>
                <th scope="row">
                  <label className="wd-method" htmlFor={id}>
                    <input id={id} type="radio" name="metodo" value={m.Name} checked={m.Id === selectedId} onChange={() => onSelect(m)} />
                    <img src={m.Icon} alt="" width="48" height="32" loading="lazy" />
                    <span>{m.NameLong}</span>
                  </label>
                  {m.TimeSlot_From && m.TimeSlot_To && (
                    <span className="wd-method__slot">
                      Dalle {hhmm(m.TimeSlot_From)} alle {hhmm(m.TimeSlot_To)}: prelievo manuale
                    </span>
                  )}
                </th>
                <td data-label="Minimo">{formatCents(l.min)}</td>
                <td data-label="Massimo">{l.max === null ? 'Saldo prelevabile' : formatCents(l.max)}</td>
                <td data-label="Tempi di accredito">{m.DeliveryTimeMessage || '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="wd-methods__cap">{T.maxPerDay}</p>
    </div>
  );
}

import type { FormEvent } from 'react';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import { Field } from '../../../ui/field.tsx';

/** One limit in force as the tables show it (values already formatted). */
export interface LimitRow {
  periodo: TLimitPeriod;
  limit: string;
  /** 'Aumento a … in attesa: attivo dal …', when a raise waits. */
  pending: string | null;
  used: string;
  left: string;
}

/** The limits in force of one kind: period, limit (with a raise waiting), used, left; a card per row on a phone. */
export function LimitHistory({
  caption,
  usedLabel,
  rows,
  pendingTestId,
}: {
  caption: string;
  usedLabel: string;
  rows: LimitRow[];
  pendingTestId: (p: TLimitPeriod) => string;
}) {
  return (
    <table className="rg-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Periodo</th>
          <th scope="col">Limite</th>
          <th scope="col">{usedLabel}</th>
          <th scope="col">Disponibile</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((l) => (
          <tr key={l.periodo}>
            <th scope="row">{RG_TEXT.periods[l.periodo]}</th>
            <td data-label="Limite">
              {l.limit}
              {l.pending && (
                <span className="rg-pending" data-testid={pendingTestId(l.periodo)}>
                  {l.pending}
                </span>
              )}
            </td>
            <td data-label={usedLabel}>{l.used}</td>
            <td data-label="Disponibile">{l.left}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type LimitResult = { tone: 'success' | 'error'; text: string } | null;

/** The new-limit form of one kind: the period, the value, the button, then the server's answer. */
export function LimitForm(props: {
  idPrefix: string;
  periodi: TLimitPeriod[];
  periodo: TLimitPeriod;
  onPeriodo: (p: TLimitPeriod) => void;
  label: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  onValue: (v: string) => void;
  error: string | null;
  hint: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  result: LimitResult;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <>
      <form className="rg-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${props.idPrefix}-periodo`}>Periodo</label>
          <select id={`${props.idPrefix}-periodo`} value={props.periodo} onChange={(e) => props.onPeriodo(e.target.value as TLimitPeriod)}>
            {props.periodi.map((p) => (
              <option key={p} value={p}>
                {RG_TEXT.periods[p]}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={props.label}
          inputMode={props.inputMode}
          autoComplete="off"
          value={props.value}
          onChange={(e) => props.onValue(e.target.value)}
          error={props.error ?? undefined}
          hint={props.hint}
        />
        <button type="submit" className="btn btn--primary" disabled={props.busy}>
          {props.submitLabel}
        </button>
      </form>
      {props.result && (
        <p className={`notice notice--${props.result.tone}`} role="status">
          {props.result.text}
        </p>
      )}
    </>
  );
}

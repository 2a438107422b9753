import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as PL from '@betsite/contract/play-limits';
import { formOnError } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
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

/** The new-limit form's values: the period and the value as typed (limitFormSchema of the contract reads it). */
export type LimitFormValues = { tipoPeriodo: TLimitPeriod; valore: string };
export type LimitFormState = UseFormReturn<LimitFormValues, unknown, { tipoPeriodo: TLimitPeriod; valore: number }>;

/** The new-limit form of one kind: the period, the value, the button, then the server's answer. */
export function LimitForm(props: {
  idPrefix: string;
  periodi: TLimitPeriod[];
  form: LimitFormState;
  label: string;
  inputMode: 'decimal' | 'numeric';
  hint: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  result: LimitResult;
}) {
  const { register, formState } = props.form;
  return (
    <>
      <form className="rg-form" onSubmit={props.onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${props.idPrefix}-periodo`}>Periodo</label>
          <select id={`${props.idPrefix}-periodo`} {...register('tipoPeriodo')}>
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
          error={formState.errors.valore?.message}
          hint={props.hint}
          {...register('valore')}
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

/** The new-limit form's state: checked on 'Salva' only (as it always was), with `limitFormSchema` built by `schema` on each check. */
export function useLimitForm(defaultPeriod: TLimitPeriod, schema: (m: typeof PL) => ReturnType<typeof PL.limitFormSchema>): LimitFormState {
  return useSchemaForm(() => import('@betsite/contract/play-limits').then(schema), { tipoPeriodo: defaultPeriod, valore: '' }, ONLY_ON_SUBMIT);
}
const ONLY_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** The server's field errors of a save under the form's value ('importo' or 'valore' on the server); anything else on the answer's line. */
export function limitOnError(form: LimitFormState, serverField: 'importo' | 'valore', onOther: (text: string) => void) {
  const setError: LimitFormState['setError'] = (name, error, options) => form.setError(String(name) === serverField ? 'valore' : name, error, options);
  return formOnError(setError, onOther, [serverField]);
}

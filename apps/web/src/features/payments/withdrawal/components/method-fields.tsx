import { useId } from 'react';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { withdrawalFieldKind } from '@betsite/contract/withdrawal-codes';
import { Field } from '../../../../ui/field.tsx';
import { useSavedCards } from '../api/withdrawal-calls.ts';
import type { FormField, WithdrawalFormValues } from '../lib/withdrawal-form.ts';

interface Props {
  method: TPaymentMethod;
  values: WithdrawalFormValues;
  errors: Partial<Record<FormField, string>>;
  holder: string;
  set(field: FormField, value: string): void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEARS = Array.from({ length: 12 }, (_, i) => String((new Date().getFullYear() + i) % 100).padStart(2, '0'));

function Select({
  label,
  value,
  error,
  options,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  error?: string;
  options: { value: string; label: string }[];
  onChange(v: string): void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div className="field__error" id={`${id}-err`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The fields each method needs (document 3 §5): IBAN, voucher PIN, card and expiry, own cards, e-mail. */
export function MethodFields({ method, values, errors, holder, set }: Props) {
  const kind = withdrawalFieldKind(method.Name);
  const isApco = method.Name === 'Prelievo_Apco';
  const mastercards = useSavedCards('mastercard', kind === 'ownCard');
  const apcoCards = useSavedCards('apco', isApco);
  const cardOptions = (cards: { Id: number; NumeroCarta: string; Scadenza: string }[]) =>
    cards.map((c) => ({
      value: String(c.Id),
      label: `${c.NumeroCarta} (scad. ${c.Scadenza})`,
    }));

  switch (kind) {
    case 'iban':
      return (
        <>
          <Field label="Intestatario" value={holder} readOnly />
          <Field
            label="IBAN"
            autoComplete="off"
            spellCheck={false}
            // A hint, not a placeholder: a placeholder the width of an IBAN is cut on a phone and gone once typing starts.
            hint="27 caratteri, inizia con IT (gli spazi non contano)."
            value={values.iban}
            onChange={(e) => set('iban', e.target.value.toUpperCase())}
            error={errors.iban}
          />
        </>
      );
    case 'voucher':
      return (
        <Field
          label="PIN del voucher"
          type="password"
          autoComplete="off"
          hint="Ti servirà per riscuotere il voucher (minimo 4 caratteri)."
          value={values.secret}
          onChange={(e) => set('secret', e.target.value)}
          error={errors.secret}
        />
      );
    case 'ownCard':
      if (mastercards.data && mastercards.data.length === 0) return <p className="notice notice--info">Non ci sono carte MasterCard associate al tuo conto.</p>;
      return (
        <Select
          label="Carta MasterCard"
          placeholder="Scegli la carta"
          value={values.code}
          onChange={(v) => set('code', v)}
          error={errors.code}
          options={cardOptions(mastercards.data ?? [])}
        />
      );
    case 'email':
      return (
        <Field
          label={`Email del conto ${method.NameLong}`}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
      );
    case 'card':
    case 'xelektra': {
      const usingSaved = isApco && values.code !== '';
      return (
        <>
          {isApco && (apcoCards.data?.length ?? 0) > 0 && (
            <Select
              label="Carta salvata"
              placeholder="Inserisci una nuova carta"
              value={values.code}
              onChange={(v) => set('code', v)}
              error={errors.code}
              options={cardOptions(apcoCards.data ?? [])}
            />
          )}
          {!usingSaved && (
            <Field
              label="Numero carta"
              inputMode="numeric"
              autoComplete="cc-number"
              value={values.card}
              onChange={(e) => set('card', e.target.value)}
              error={errors.card}
            />
          )}
          {kind === 'card' && !usingSaved && (
            <fieldset className="wd-expiry">
              <legend>Scadenza</legend>
              <Select
                label="Mese"
                placeholder="MM"
                value={values.month}
                onChange={(v) => set('month', v)}
                error={errors.month}
                options={MONTHS.map((m) => ({ value: m, label: m }))}
              />
              <Select label="Anno" placeholder="AA" value={values.year} onChange={(v) => set('year', v)} options={YEARS.map((y) => ({ value: y, label: y }))} />
            </fieldset>
          )}
        </>
      );
    }
    default:
      return null;
  }
}

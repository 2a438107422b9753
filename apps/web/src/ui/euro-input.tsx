import { useState, type InputHTMLAttributes } from 'react';
import { parseEuroToCents } from '@betsite/domain/money';

/** Cents as a player types euros: "2,5" → "2,50", whole euros without decimals ("5"). */
const typed = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ','));

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The amount in force, in cents. */
  cents: number;
  /** A valid amount (more than zero) as typed, or null while what is typed is not one. */
  onCents(cents: number | null): void;
}

/**
 * A euro amount typed the Italian way ("2,50", "2.5", "10"). A number input drops the comma in an
 * Italian browser ("2,5" became 25) and snaps back when emptied; this one keeps what the player
 * types, reports it as cents when it is an amount, marks it invalid while it is not, and shows the
 * amount in force again when the field is left.
 */
export function EuroInput({ cents, onCents, onBlur, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? cents : parseEuroToCents(draft);
  const invalid = parsed === null || parsed <= 0;
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? typed(cents)}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setDraft(e.target.value);
        const c = parseEuroToCents(e.target.value);
        onCents(c !== null && c > 0 ? c : null);
      }}
      onBlur={(e) => {
        setDraft(null);
        onCents(cents);
        onBlur?.(e);
      }}
      {...rest}
    />
  );
}

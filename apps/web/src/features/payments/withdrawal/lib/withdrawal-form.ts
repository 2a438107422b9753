import type { TPaymentMethod } from '@betsite/contract/payments';
import type { TUserData } from '@betsite/contract/session';
import { effectiveWithdrawalType, normalizeCardNumber, normalizeIban, withdrawalFieldKind } from '@betsite/contract/withdrawal-codes';
import type { TWithdrawalRequest } from '@betsite/contract/withdrawals';
import { parseEuroToCents } from '@betsite/domain/money';
import { maxWithdrawable, withdrawalLimits, type WithdrawalLimits } from '@betsite/domain/withdrawal-slots';

/** What the player types; turned into the legacy request by `toRequest`. */
export interface WithdrawalFormValues {
  amount: string;
  pin: string;
  iban: string;
  secret: string;
  card: string;
  month: string;
  year: string;
  code: string;
  email: string;
}
export type FormField = keyof WithdrawalFormValues;

/** The request's field names (the schema's and the server's) → the form's fields. */
export const FORM_FIELD_OF: Record<string, FormField> = {
  importo: 'amount',
  pin: 'pin',
  iban: 'iban',
  secret: 'secret',
  poste_pay: 'card',
  data_scadenza: 'month',
  code: 'code',
  email: 'email',
};

export const emptyForm = (email = ''): WithdrawalFormValues => ({
  amount: '',
  pin: '',
  iban: '',
  secret: '',
  card: '',
  month: '',
  year: '',
  code: '',
  email,
});

export const limitsOf = (m: TPaymentMethod, now: Date): WithdrawalLimits => withdrawalLimits(m, now);

/** The amount the form allows: at least the limit's min, at most the smaller of its max and the withdrawable cash. */
export function amountRange(m: TPaymentMethod, prelevabile: number, now: Date): { min: number; max: number; automatic: boolean } {
  const l = limitsOf(m, now);
  return {
    min: l.min,
    max: maxWithdrawable(l.max, prelevabile),
    automatic: l.automatic,
  };
}

/** The legacy request for a method and the typed values (card numbers without dashes and spaces). */
export function toRequest(
  m: TPaymentMethod,
  v: WithdrawalFormValues,
  user: Pick<TUserData, 'nome' | 'cognome' | 'contratto' | 'betsession'>,
  isMobile: boolean,
): TWithdrawalRequest {
  const kind = withdrawalFieldKind(m.Name);
  const card = normalizeCardNumber(v.card);
  const savedApco = m.Name === 'Prelievo_Apco' && v.code !== '';
  return {
    type: kind === 'card' && !savedApco ? effectiveWithdrawalType(m.Name, card) : m.Name,
    importo: parseEuroToCents(v.amount) ?? 0,
    pin: v.pin,
    intestatario: `${user.nome} ${user.cognome}`,
    numeroContratto: user.contratto,
    cookie: user.betsession,
    domain: typeof location === 'undefined' ? null : location.host,
    isMobile,
    email: kind === 'email' ? v.email.trim() : null,
    iban: kind === 'iban' ? normalizeIban(v.iban) : null,
    secret: kind === 'voucher' ? v.secret : null,
    poste_pay: (kind === 'card' && !savedApco) || kind === 'xelektra' ? card : null,
    data_scadenza: kind === 'card' && !savedApco && (v.month || v.year) ? `${v.month}/${v.year}` : null,
    code: kind === 'ownCard' || savedApco ? v.code : null,
    otp: null,
    otpSource: null,
    metodo: 'Withdraw',
    transactionId: null,
  };
}

export { visiblePending } from './pending.ts';

/** "09:00:00" → "09:00" for the slot line. */
export const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

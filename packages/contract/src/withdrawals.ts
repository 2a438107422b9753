import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { WITHDRAWAL_TEXT as T } from './withdrawal-messages.ts';
import {
  withdrawalFieldKind,
  effectiveWithdrawalType,
  expiryState,
  ibanChecksumOk,
  isCardNumber,
  isItalianIban,
  normalizeCardNumber,
  normalizeIban,
} from './withdrawal-codes.ts';
export * from './withdrawal-codes.ts';

export { ZCookieQuery } from './payments.ts';

/**
 * Withdrawal calls (document 3 §3, §5, §7): Prelievo, GetDatiMastercard, GetDatiApco,
 * EL_GetElencoPrelievo, EL_AnnullaPrelievo — legacy field names kept exactly.
 * `type` carries the withdrawal method's Name (Prelievo_*); `importo` is in cents.
 */

const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Massimo ${max} caratteri` })
    .optional()
    .nullable();

export const ZWithdrawalRequest = z
  .object({
    type: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(60),
    importo: z
      .number({ error: REQUIRED })
      .int({ error: T.amountInteger })
      .min(1, { error: T.minAmount('0,01') })
      .max(100_000_000, { error: T.maxAmount('1.000.000,00') }),
    pin: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200),
    intestatario: optText(120),
    numeroContratto: optText(40),
    cookie: optText(200),
    domain: optText(200),
    isMobile: z.boolean().optional().nullable(),
    email: optText(254),
    otp: z.string().trim().max(10).regex(/^\d*$/, { error: 'Il codice deve contenere solo cifre' }).optional().nullable(),
    otpSource: z.enum(['email', 'sms']).optional().nullable(),
    code: optText(40),
    metodo: optText(40),
    transactionId: optText(100),
    poste_pay: optText(40),
    data_scadenza: optText(10),
    secret: optText(40),
    iban: optText(60),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string = REQUIRED) => ctx.addIssue({ code: 'custom', path: [path], message });
    const kind = withdrawalFieldKind(v.type);
    if (!kind) return need('type', T.methodUnavailable);
    if (kind === 'iban') {
      const iban = normalizeIban(v.iban ?? '');
      if (!iban) need('iban');
      else if (!isItalianIban(iban)) need('iban', T.ibanItalian);
      else if (!ibanChecksumOk(iban)) need('iban', T.ibanChecksum);
    }
    if (kind === 'voucher') {
      if (!v.secret) need('secret');
      else if (v.secret.length < 4) need('secret', T.pinMin);
    }
    // An Apco withdrawal may go to one of the player's saved Apco cards (code) instead of a typed one;
    // one whose typed number is a Postepay card is sent as Postepay (no saved card then), so that
    // number is checked like any typed card's.
    const savedApco = effectiveWithdrawalType(v.type, v.poste_pay) === 'Prelievo_Apco' && Boolean(v.code);
    if ((kind === 'card' && !savedApco) || kind === 'xelektra') {
      const card = normalizeCardNumber(v.poste_pay ?? '');
      if (!card) need('poste_pay');
      else if (!isCardNumber(card)) need('poste_pay', T.cardNumber);
    }
    if (kind === 'card' && !savedApco) {
      const exp = v.data_scadenza ?? '';
      if (!exp) need('data_scadenza');
      else if (expiryState(exp) === 'invalid') need('data_scadenza', T.expiry);
      else if (expiryState(exp) === 'expired') need('data_scadenza', T.expired);
    }
    if (kind === 'ownCard' && !v.code) need('code');
    if (kind === 'email') {
      if (!v.email) need('email');
      else if (!z.email().safeParse(v.email).success) need('email', T.email);
    }
  });
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

export const ZWithdrawalData = z.object({
  esito: z.object({ returnCode: z.number().int(), returnDescription: z.string() }).nullable(),
  seriale: z.string().nullable(),
  /** pending (waiting to be paid), success (paid out), failed (declined by the provider), otp (code sent). */
  result: z.enum(['pending', 'success', 'failed', 'otp']).nullable(),
  transactionId: z.string().nullable(),
  otpSource: z.enum(['email', 'sms']).nullable(),
});
export type TWithdrawalData = z.infer<typeof ZWithdrawalData>;
export const ZWithdrawalResponse = ZEnvelope(ZWithdrawalData);
export type TWithdrawalResponse = z.infer<typeof ZWithdrawalResponse>;

/** The player's own saved cards (GetDatiMastercard, GetDatiApco). */
export const ZSavedCard = z.object({
  Id: z.number().int(),
  NumeroCarta: z.string(),
  Scadenza: z.string(),
  Intestatario: z.string(),
  Circuito: z.string(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;
export const ZSavedCardsResponse = ZEnvelope(z.array(ZSavedCard));

export const ZPendingWithdrawal = z.object({
  idTicketField: z.string(),
  /** ISO date-time of the request. */
  richiestaField: z.string(),
  /** Cents. */
  importoField: z.number().int(),
  tipoField: z.string(),
});
export type TPendingWithdrawal = z.infer<typeof ZPendingWithdrawal>;
export const ZPendingListResponse = ZEnvelope(z.object({ elencoprelieviField: z.array(ZPendingWithdrawal) }));
export type TPendingListResponse = z.infer<typeof ZPendingListResponse>;

export const ZCancelQuery = z.object({
  cookie: z.string().max(200).optional(),
  ticket: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(40),
});
export const ZCancelResponse = ZEnvelope(z.object({ idTicketField: z.string(), importoField: z.number().int() }));
export type TCancelResponse = z.infer<typeof ZCancelResponse>;

export { WITHDRAWAL_TYPE_LABEL } from './withdrawal-labels.ts';

/** tipoField of a method name: Prelievo_BonificoBancario → bonifico, Prelievo_Safecharge_Sepa → safecharge. */
export function withdrawalTipo(name: string): string {
  const base = name.replace(/^Prelievo_/, '').toLowerCase();
  if (base === 'bonificobancario') return 'bonifico';
  if (base.startsWith('safecharge')) return 'safecharge';
  return base;
}

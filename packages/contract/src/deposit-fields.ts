/**
 * The per-method deposit field rules (document 3 §5), written once (issue 37): which fields a method
 * asks for and what each must hold, in the words the specification gives. The server's deposit
 * service enforces them (apps/server/src/modules/payments/deposits/service.ts); the deposit form
 * validates with them (apps/web/src/features/payments/deposit/lib/deposit-schema.ts) before
 * anything is sent. Plain functions, no zod: the server calls them on the parsed body, the form's
 * lazily loaded zod schema calls them in its refinement.
 *
 * The amount's texts take the euro formatter as an argument (`formatEuroLimit` of
 * @betsite/domain/money), because the domain package depends on this one, not the other way round.
 */
import { DEPOSIT_TEXT } from './deposit-messages.ts';
import { REQUIRED } from './form-texts.ts';

/** What a method's form asks for beside the amount (and the promo code, except for scratch cards). */
export type DepositMethodKind = 'bank' | 'email' | 'scratch' | 'xelektra' | 'mastercard' | 'plain';

const KIND_OF: Record<string, DepositMethodKind> = {
  Ricarica_BonificoBancario: 'bank',
  Ricarica_Neteller: 'email',
  Ricarica_Skrill: 'email',
  Ricarica_Paypal: 'email',
  Ricarica_Scratch: 'scratch',
  Ricarica_XElektra: 'xelektra',
  Ricarica_MasterCard: 'mastercard',
};

/** The kind of a deposit method by its Name. */
export const depositMethodKind = (name: string): DepositMethodKind => KIND_OF[name] ?? 'plain';

/** Kinds whose form asks for a 16-digit code: scratch code, XElektra card, MasterCard VIP number. */
const CODE_KINDS: readonly DepositMethodKind[] = ['scratch', 'xelektra', 'mastercard'];
export const depositAsksCode = (name: string): boolean => CODE_KINDS.includes(depositMethodKind(name));
export const depositAsksEmail = (name: string): boolean => depositMethodKind(name) === 'email';

/** The wallet's e-mail (Neteller, Skrill, PayPal). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The code as sent: spaces and dashes the player typed are ignored. */
export const depositCodeDigits = (code: string | null | undefined): string => (code ?? '').replace(/[\s-]/g, '');

/** One broken rule: the request's (and the form's) field, the Italian text, and which limit for the amount. */
export interface DepositFieldIssue {
  field: 'importo' | 'email' | 'code';
  message: string;
  /** For the amount: below the method's minimum or above its maximum (the server answers these with their refusal codes). */
  limit?: 'min' | 'max';
}

/** The method's amount limits for `cents` (integer cents): null when within them. */
export function depositAmountIssue(
  m: { MinAmount: number; MaxAmount: number | null },
  cents: number,
  euro: (cents: number) => string,
): DepositFieldIssue | null {
  if (cents < m.MinAmount) return { field: 'importo', message: DEPOSIT_TEXT.minAmount(euro(m.MinAmount)), limit: 'min' };
  if (m.MaxAmount !== null && cents > m.MaxAmount) return { field: 'importo', message: DEPOSIT_TEXT.maxAmount(euro(m.MaxAmount)), limit: 'max' };
  return null;
}

/** The method's own fields (e-mail, code): every broken rule, at most one per field. */
export function depositFieldIssues(m: { Name: string }, v: { email?: string | null; code?: string | null }): DepositFieldIssue[] {
  const kind = depositMethodKind(m.Name);
  const issues: DepositFieldIssue[] = [];
  if (kind === 'email' && !EMAIL_RE.test((v.email ?? '').trim())) issues.push({ field: 'email', message: DEPOSIT_TEXT.invalidEmail });
  if (CODE_KINDS.includes(kind)) {
    const digits = depositCodeDigits(v.code);
    if (!digits) issues.push({ field: 'code', message: REQUIRED });
    else if (!/^\d{16}$/.test(digits)) issues.push({ field: 'code', message: kind === 'scratch' ? DEPOSIT_TEXT.scratchInvalid : DEPOSIT_TEXT.cardInvalid });
  }
  return issues;
}

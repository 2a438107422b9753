import { createHash } from 'node:crypto';
import { normalizeCardNumber, normalizeIban, withdrawalFieldKind, type TWithdrawalRequest } from '@betsite/contract/withdrawals';

/** Where the money goes, in the three forms the service needs. */
export interface Destination {
  /** Normalised value handed to the payout provider. */
  value: string;
  /** Shown in the back office; never the full number. */
  masked: string;
  /** sha256 of kind + value: "same destination as before?" without keeping the clear value. */
  hash: string;
  /** A saved card already proven to be the player's own: no one-time code needed for it. */
  trusted: boolean;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const last4 = (s: string) => s.slice(-4);

/**
 * The destination of a request whose per-method fields passed the schema. Saved cards are
 * resolved by the caller (they need the database) and passed in as `savedCard`.
 */
export function destinationOf(type: string, body: TWithdrawalRequest, savedCard?: { id: number; last4: string } | null): Destination {
  const kind = withdrawalFieldKind(type);
  if (savedCard) {
    const value = `saved:${savedCard.id}`;
    return { value, masked: `**** ${savedCard.last4}`, hash: sha(value), trusted: true };
  }
  switch (kind) {
    case 'iban': {
      const iban = normalizeIban(body.iban ?? '');
      return { value: iban, masked: `${iban.slice(0, 4)} **** ${last4(iban)}`, hash: sha(`iban:${iban}`), trusted: false };
    }
    case 'card':
    case 'xelektra': {
      const card = normalizeCardNumber(body.poste_pay ?? '');
      return { value: card, masked: `**** ${last4(card)}`, hash: sha(`card:${card}`), trusted: false };
    }
    case 'email': {
      const email = (body.email ?? '').trim().toLowerCase();
      const [local = '', domain = ''] = email.split('@');
      return { value: email, masked: `${local.slice(0, 2)}***@${domain}`, hash: sha(`email:${email}`), trusted: false };
    }
    case 'voucher':
      // The voucher PIN is what collects the cash: it is never stored, only its use is recorded.
      return { value: 'voucher', masked: 'Voucher', hash: sha('voucher'), trusted: false };
    default:
      return { value: type, masked: type, hash: sha(`method:${type}`), trusted: false };
  }
}

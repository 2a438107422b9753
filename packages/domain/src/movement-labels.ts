/**
 * What a player reads for a money movement or a payment method: never the internal names the
 * ledger and the payment tables use ('Ricarica_Paypal', 'withdrawal_void', transaction UUIDs).
 */

/** The player's name of each payment method, by its internal name (payment_methods.name). */
export const PAYMENT_METHOD_LABEL: Readonly<Record<string, string>> = {
  Ricarica_Paypal: 'PayPal',
  Ricarica_MasterCard: 'MasterCard VIP',
  Ricarica_Skrill: 'Skrill',
  Ricarica_Neteller: 'Neteller',
  Ricarica_Poste: 'Postepay',
  Ricarica_Paysafe: 'paysafecard',
  Ricarica_Apco: 'Carta di credito',
  Ricarica_Veloce: 'Ricarica veloce',
  Ricarica_XElektra: 'XElektra',
  Ricarica_Scratch: 'Scratch card',
  Ricarica_Onshop: 'Ricarica in negozio',
  Ricarica_BonificoBancario: 'Bonifico bancario',
  Ricarica_Safecharge_Mybank: 'MyBank',
  Ricarica_Safecharge_Paypal: 'PayPal',
  Ricarica_Safecharge_ApplePay: 'Apple Pay',
  Ricarica_Safecharge_GooglePay: 'Google Pay',
  Ricarica_Safecharge_OnShop: 'Ricarica in negozio',
  Prelievo_BonificoBancario: 'Bonifico bancario',
  Prelievo_Postepay: 'Postepay',
  Prelievo_Poste: 'Carta BancoPosta',
  Prelievo_Apco: 'Carta di credito',
  Prelievo_MasterCard: 'MasterCard VIP',
  Prelievo_Neteller: 'Neteller',
  Prelievo_Skrill: 'Skrill',
  Prelievo_Paypal: 'PayPal',
  Prelievo_Scratch: 'Scratch card',
  Prelievo_XElektra: 'XElektra',
  Prelievo_Voucher: 'Voucher',
  Prelievo_Safecharge: 'Carta di credito',
  Prelievo_Safecharge_Sepa: 'Bonifico SEPA',
};

/** An internal method name as it may appear inside a text. */
const METHOD_NAME = /\b(?:Ricarica|Prelievo)_[A-Za-z0-9_]+/g;

/** The player's name of a payment method; an unknown internal name loses its prefix and underscores. */
export function paymentMethodLabel(name: string): string {
  const known = PAYMENT_METHOD_LABEL[name];
  if (known) return known;
  const bare = name.replace(/^(?:Ricarica|Prelievo)_/, '').replace(/_/g, ' ');
  return bare.trim() || name;
}

/** A text with every internal method name in it replaced by the method's player name. */
export function withMethodLabels(text: string): string {
  return text.replace(METHOD_NAME, (name) => paymentMethodLabel(name));
}

/** 'Ricarica PayPal', or the method's own name when it already says Ricarica ('Ricarica veloce'). */
export function depositReason(method: string): string {
  const label = paymentMethodLabel(method);
  return /^ricarica\b/i.test(label) ? label : `Ricarica ${label}`;
}

/** The player's name of each kind of ledger movement (also the back office's 'Tipo' column). */
export const MOVEMENT_KIND_LABEL: Record<string, string> = {
  deposit: 'Ricarica',
  deposit_reversal: 'Storno ricarica',
  receivable_repay: 'Recupero ricarica stornata',
  withdrawal_hold: 'Prelievo',
  withdrawal_void: 'Annullamento prelievo',
  withdrawal_post: 'Prelievo pagato',
  bonus_grant: 'Accredito bonus',
  bonus_expire: 'Bonus scaduto',
  bonus_cancel: 'Bonus annullato',
  bonus_convert: 'Bonus convertito',
  bonus_fun_to_real: 'Fun Bonus convertito in Real Bonus',
  bonus: 'Bonus iniziale',
  seed: 'Saldo iniziale',
  game_stake: 'Giocata',
  game_won: 'Vincita',
  game_lost: 'Giocata perdente',
  game_refunded: 'Rimborso',
  game_cashout: 'Cash Out',
  game_void: 'Giocata annullata',
};

export const movementKindLabel = (kind: string): string => MOVEMENT_KIND_LABEL[kind] ?? 'Movimento';

/**
 * The reason ('Causale') a player reads for a movement of their statement: the kind decides it
 * for money movements, whatever text was written at the time ('Ricarica Ricarica_Paypal' in older
 * rows); game and bonus movements keep their own readable text.
 */
export function movementReason(m: { kind: string; description: string | null }): string {
  const text = m.description?.trim() ?? '';
  switch (m.kind) {
    case 'deposit':
      return depositReason(text.replace(/^Ricarica\s+/, '') || 'Ricarica');
    case 'deposit_reversal':
      return `Storno ${depositReason(text.replace(/^Storno ricarica\s+/i, '') || 'Ricarica').replace(/^R/, 'r')}`;
    case 'receivable_repay':
    case 'withdrawal_hold':
    case 'withdrawal_void':
    case 'withdrawal_post':
    case 'bonus_expire':
    case 'bonus_cancel':
    case 'bonus_convert':
    case 'bonus_fun_to_real':
      return movementKindLabel(m.kind);
    case 'bonus_grant':
      return text ? `${movementKindLabel(m.kind)}: ${withMethodLabels(text)}` : movementKindLabel(m.kind);
    default:
      return text ? withMethodLabels(text) : movementKindLabel(m.kind);
  }
}

/** A player-readable code: a withdrawal's PR number or a game ticket's code, never a transaction UUID or a username. */
export function movementCode(m: { kind: string; ref: string | null; ticket: boolean }): string | null {
  if (!m.ref) return null;
  if (m.ticket) return m.ref;
  if (m.kind.startsWith('withdrawal_')) return /^\d+$/.test(m.ref) ? `PR${m.ref.padStart(8, '0')}` : /^PR\d{8}$/.test(m.ref) ? m.ref : null;
  return null;
}

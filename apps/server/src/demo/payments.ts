import type { Db } from '../db/client.ts';
import { paymentMethods } from '../db/schema/index.ts';

type NewMethod = typeof paymentMethods.$inferInsert;

const FREE = 'Nessun costo aggiuntivo';
const IMMEDIATE = 'Accredito immediato';
const BANK_DAYS = 'Da 3 a 5 giorni lavorativi';

/** Deposit methods (Ricarica_*, Withdrawal_Recharge = true). Amounts in cents. */
const DEPOSITS: NewMethod[] = [
  {
    name: 'Ricarica_Paypal',
    nameLong: 'PayPal',
    description: 'Paga con il tuo conto PayPal',
    provider: 'paypal',
    minAmount: 500,
    maxAmount: 300_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Verrai indirizzato sul sito di PayPal per completare il pagamento.',
  },
  {
    name: 'Ricarica_MasterCard',
    nameLong: 'MasterCard VIP',
    description: 'Carta MasterCard VIP',
    provider: 'card',
    minAmount: 1000,
    maxAmount: 200_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Inserisci il numero della tua carta MasterCard VIP.',
  },
  {
    name: 'Ricarica_Skrill',
    nameLong: 'Skrill',
    description: 'Portafoglio elettronico Skrill',
    provider: 'skrill',
    minAmount: 1000,
    maxAmount: 500_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: "Inserisci l'indirizzo email del tuo conto Skrill.",
  },
  {
    name: 'Ricarica_Neteller',
    nameLong: 'Neteller',
    description: 'Portafoglio elettronico Neteller',
    provider: 'neteller',
    minAmount: 1000,
    maxAmount: 500_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: "Inserisci l'indirizzo email del tuo conto Neteller.",
  },
  {
    name: 'Ricarica_Poste',
    nameLong: 'Postepay',
    description: 'Carte Postepay e BancoPosta',
    provider: 'poste',
    minAmount: 1000,
    maxAmount: 150_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Verrai indirizzato sul sito di Poste Italiane.',
  },
  {
    name: 'Ricarica_Paysafe',
    nameLong: 'paysafecard',
    description: 'Codice prepagato paysafecard',
    provider: 'paysafe',
    minAmount: 500,
    maxAmount: 100_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Tieni a portata di mano il PIN della tua paysafecard.',
  },
  {
    name: 'Ricarica_Apco',
    nameLong: 'Carta di credito',
    description: 'Visa, MasterCard e Maestro',
    provider: 'apco',
    minAmount: 1000,
    maxAmount: 200_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Pagamento sicuro con autenticazione 3-D Secure.',
  },
  {
    name: 'Ricarica_Veloce',
    nameLong: 'Ricarica veloce',
    description: 'Inquadra il codice QR con lo smartphone',
    provider: 'veloce',
    minAmount: 1000,
    maxAmount: 50_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Inquadra il codice QR e conferma il pagamento dallo smartphone.',
  },
  {
    name: 'Ricarica_XElektra',
    nameLong: 'XElektra',
    description: 'Carta prepagata XElektra',
    provider: 'xelektra',
    minAmount: 1000,
    maxAmount: 100_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Riceverai un codice via SMS per confermare la ricarica.',
  },
  {
    name: 'Ricarica_Scratch',
    nameLong: 'Scratch card',
    description: 'Ricarica con il codice della scratch card',
    provider: 'scratch',
    minAmount: 500,
    maxAmount: 10_000,
    deliveryTimeMessage: IMMEDIATE,
    infoMessage: 'Gratta la card e inserisci il codice.',
  },
  {
    name: 'Ricarica_Onshop',
    nameLong: 'Ricarica in negozio',
    description: 'Paga in contanti in un punto vendita',
    provider: 'onshop',
    minAmount: 1000,
    maxAmount: 100_000,
    deliveryTimeMessage: 'Accredito al pagamento in negozio',
    infoMessage: 'Mostra il codice di pagamento alla cassa di un punto vendita aderente.',
  },
  {
    name: 'Ricarica_BonificoBancario',
    nameLong: 'Bonifico bancario',
    description: 'Bonifico SEPA sul conto della società',
    provider: 'bonifico',
    minAmount: 1000,
    maxAmount: null,
    deliveryTimeMessage: BANK_DAYS,
    infoMessage: 'Indica il tuo username nella causale del bonifico.',
  },
  {
    name: 'Ricarica_Safecharge_Mybank',
    nameLong: 'MyBank',
    description: 'Bonifico online immediato MyBank',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 300_000,
    deliveryTimeMessage: IMMEDIATE,
  },
  {
    name: 'Ricarica_Safecharge_Paypal',
    nameLong: 'PayPal (Safecharge)',
    description: 'PayPal tramite Safecharge',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 300_000,
    deliveryTimeMessage: IMMEDIATE,
  },
  {
    name: 'Ricarica_Safecharge_ApplePay',
    nameLong: 'Apple Pay',
    description: 'Paga con Apple Pay',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 200_000,
    deliveryTimeMessage: IMMEDIATE,
  },
  {
    name: 'Ricarica_Safecharge_GooglePay',
    nameLong: 'Google Pay',
    description: 'Paga con Google Pay',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 200_000,
    deliveryTimeMessage: IMMEDIATE,
  },
  {
    name: 'Ricarica_Safecharge_OnShop',
    nameLong: 'OnShop (Safecharge)',
    description: 'Pagamento in negozio tramite Safecharge',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 100_000,
    deliveryTimeMessage: IMMEDIATE,
  },
].map((m, i) => ({ additionalCost: FREE, withdrawalRecharge: true, viewOrder: i + 1, icon: iconFor(m.name), ...m }));

/**
 * Withdrawal methods (Prelievo_*, Withdrawal_Recharge = false). Some have a daily time slot in
 * which the withdrawal is handled manually with its own limits; Postepay's slot crosses midnight.
 */
const WITHDRAWALS: NewMethod[] = [
  {
    name: 'Prelievo_BonificoBancario',
    nameLong: 'Bonifico bancario',
    provider: 'bonifico',
    minAmount: 1000,
    maxAmount: 1_000_000,
    deliveryTimeMessage: BANK_DAYS,
    timeSlotFrom: '09:00:00',
    timeSlotTo: '18:00:00',
    timeSlotMinAmount: 5000,
    timeSlotMaxAmount: 2_000_000,
  },
  {
    name: 'Prelievo_Postepay',
    nameLong: 'Postepay',
    provider: 'poste',
    minAmount: 1000,
    maxAmount: 100_000,
    deliveryTimeMessage: 'Entro 24 ore',
    timeSlotFrom: '22:00:00',
    timeSlotTo: '06:00:00',
    timeSlotMinAmount: 2000,
    timeSlotMaxAmount: 50_000,
  },
  { name: 'Prelievo_Poste', nameLong: 'Carta BancoPosta', provider: 'poste', minAmount: 1000, maxAmount: 100_000, deliveryTimeMessage: 'Entro 24 ore' },
  {
    name: 'Prelievo_Apco',
    nameLong: 'Carta di credito',
    provider: 'apco',
    minAmount: 1000,
    maxAmount: 200_000,
    deliveryTimeMessage: 'Da 1 a 3 giorni lavorativi',
  },
  { name: 'Prelievo_MasterCard', nameLong: 'MasterCard VIP', provider: 'card', minAmount: 1000, maxAmount: 200_000, deliveryTimeMessage: 'Entro 24 ore' },
  {
    name: 'Prelievo_Neteller',
    nameLong: 'Neteller',
    provider: 'neteller',
    minAmount: 1000,
    maxAmount: 500_000,
    deliveryTimeMessage: 'Entro 24 ore',
    timeSlotFrom: '13:00:00',
    timeSlotTo: '15:00:00',
    timeSlotMinAmount: 1000,
    timeSlotMaxAmount: 100_000,
  },
  { name: 'Prelievo_Skrill', nameLong: 'Skrill', provider: 'skrill', minAmount: 1000, maxAmount: 500_000, deliveryTimeMessage: 'Entro 24 ore' },
  // Paid by PayPal Payouts to the player's PayPal e-mail (docs/operations.md "PayPal").
  { name: 'Prelievo_Paypal', nameLong: 'PayPal', provider: 'paypal', minAmount: 1000, maxAmount: 500_000, deliveryTimeMessage: 'Entro 24 ore' },
  { name: 'Prelievo_Scratch', nameLong: 'Scratch card', provider: 'scratch', minAmount: 500, maxAmount: 10_000, deliveryTimeMessage: 'Immediato' },
  { name: 'Prelievo_XElektra', nameLong: 'XElektra', provider: 'xelektra', minAmount: 1000, maxAmount: 100_000, deliveryTimeMessage: 'Immediato' },
  {
    name: 'Prelievo_Voucher',
    nameLong: 'Voucher',
    provider: 'voucher',
    minAmount: 1000,
    maxAmount: 100_000,
    deliveryTimeMessage: 'Immediato',
    infoMessage: 'Riscuoti il voucher in un punto vendita con il PIN scelto.',
  },
  {
    name: 'Prelievo_Safecharge',
    nameLong: 'Carta (Safecharge)',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 200_000,
    deliveryTimeMessage: 'Da 1 a 3 giorni lavorativi',
  },
  {
    name: 'Prelievo_Safecharge_Sepa',
    nameLong: 'Bonifico SEPA (Safecharge)',
    provider: 'safecharge',
    minAmount: 1000,
    maxAmount: 500_000,
    deliveryTimeMessage: BANK_DAYS,
  },
].map((m, i) => ({ additionalCost: FREE, withdrawalRecharge: false, viewOrder: i + 1, icon: iconFor(m.name), description: m.nameLong, ...m }));

/** Icons are served by the web app from /payments/<brand>.webp (drawn from its SVG, scripts/generate-payment-logos.mjs); the brand is the name minus its prefix. */
export function iconFor(name: string): string {
  const brand = name
    .replace(/^(Ricarica|Prelievo)_/, '')
    .replace(/^Safecharge_/, '')
    .toLowerCase();
  const alias: Record<string, string> = { sepa: 'bonificobancario', safecharge: 'card' };
  return `/payments/${alias[brand] ?? brand}.webp`;
}

export const SEEDED_PAYMENT_METHODS = [...DEPOSITS, ...WITHDRAWALS];

/** Inserted once by name, so an operator's later change (limits, enabled) survives restarts. */
export async function seedPayments(db: Db): Promise<void> {
  await db.insert(paymentMethods).values(SEEDED_PAYMENT_METHODS).onConflictDoNothing({ target: paymentMethods.name });
}

import { createHmac, randomInt } from 'node:crypto';
import type { TBankDetails } from './bank.ts';
import { BANK_DETAILS } from './bank.ts';
import { newPaymentId, type SandboxPayment, type SandboxStore } from './sandbox-store.ts';
import type { DepositAdapter, ProviderOutcome, StartInput, StartResult } from './types.ts';

/** Providers the sandbox serves, each with the hand-off its real counterpart uses. */
export const SANDBOX_PROVIDERS = [
  'paypal',
  'neteller',
  'paysafe',
  'safecharge',
  'skrill',
  'card',
  'apco',
  'poste',
  'veloce',
  'onshop',
  'bonifico',
  'xelektra',
  'scratch',
] as const;
export type SandboxProvider = (typeof SANDBOX_PROVIDERS)[number];

export const PROVIDER_LABEL: Record<SandboxProvider, string> = {
  paypal: 'PayPal',
  neteller: 'Neteller',
  paysafe: 'paysafecard',
  safecharge: 'Safecharge',
  skrill: 'Skrill',
  card: 'Gateway carte MasterCard',
  apco: 'Apco Pay',
  poste: 'Poste Italiane',
  veloce: 'Ricarica veloce',
  onshop: 'Cassa del punto vendita',
  bonifico: 'Banca (simulatore bonifici)',
  xelektra: 'XElektra',
  scratch: 'Scratch card',
};

const PREFIX: Record<SandboxProvider, string> = {
  paypal: 'EC',
  neteller: 'NT',
  paysafe: 'PSC',
  safecharge: 'SFC',
  skrill: 'SKR',
  card: 'MC',
  apco: 'APC',
  poste: 'PT',
  veloce: 'QR',
  onshop: 'SHOP',
  bonifico: 'BON',
  xelektra: 'XE',
  scratch: 'SC',
};

const euro = (cents: number) => (cents / 100).toFixed(2);
const payPage = (provider: string, id: string) => `/sandbox/${provider}/pay/${id}`;
/** Sandbox "merchant secret": a checksum like the card gateways' so the hand-off looks real. */
const checksum = (fields: Record<string, string>) =>
  createHmac('sha256', 'sandbox-merchant-key')
    .update(
      Object.keys(fields)
        .sort()
        .map((k) => `${k}=${fields[k]}`)
        .join('&'),
    )
    .digest('hex');

function handoff(provider: SandboxProvider, id: string, input: StartInput): Omit<StartResult, 'providerRef'> {
  const url = payPage(provider, id);
  switch (provider) {
    case 'paypal':
      return { handoff: 'redirect', redirectUrl: url, checkoutUrl: url };
    case 'neteller':
    case 'safecharge':
      return { handoff: 'redirect', redirectUrl: url };
    case 'paysafe':
      return { handoff: 'redirect', redirectUrl: url, page: url, redirect: true };
    case 'skrill': {
      const datiSkrill = {
        pay_to_email: 'pagamenti@betsite.example',
        transaction_id: input.transactionId,
        amount: euro(input.amount),
        currency: 'EUR',
        language: 'IT',
        pay_from_email: input.email ?? '',
        detail1_description: 'Ricarica conto gioco',
      };
      return { handoff: 'form', formAction: url, formFields: datiSkrill, datiSkrill };
    }
    case 'card': {
      const fields = {
        merchant_id: 'BETSITE01',
        order_id: input.transactionId,
        amount: String(input.amount),
        currency: '978',
        language: 'IT',
        card_vip: (input.code ?? '').slice(-4),
      };
      return { handoff: 'form', formAction: url, formFields: { ...fields, checksum: checksum(fields) } };
    }
    case 'apco': {
      const FullXml = `<Transaction hash="${checksum({ o: input.transactionId })}"><ProfileID>BETSITE</ProfileID><Value>${euro(input.amount)}</Value><Curr>978</Curr><Lang>it</Lang><ORef>${input.transactionId}</ORef></Transaction>`;
      return { handoff: 'form', formAction: url, ApcoUrl: url, FullXml, xmlString: FullXml, formFields: { params: FullXml } };
    }
    case 'poste': {
      const fields = { MERCHANT_ID: 'BETSITE01', ORDER_ID: id, AMOUNT: String(input.amount), CURRENCY: '978', LANGUAGE: 'IT' };
      return { handoff: 'form', formAction: url, formFields: { ...fields, MAC: checksum(fields) } };
    }
    case 'veloce':
      // The QR link carries the amount × 100, like the legacy quick deposit.
      return { handoff: 'qr', qrUrl: `${input.publicUrl}${url}?amount=${input.amount}` };
    case 'onshop':
      return { handoff: 'modal', payCode: Array.from({ length: 12 }, () => randomInt(0, 10)).join(''), page: url };
    case 'bonifico': {
      const bank: TBankDetails = { ...BANK_DETAILS, causale: `Ricarica ${input.username}` };
      return { handoff: 'bank', bank, page: url };
    }
    case 'xelektra':
      return { handoff: 'otp' };
    case 'scratch':
      return { handoff: 'done' };
  }
}

/** Scratch cards: 16 digits; the sandbox declines codes ending in 0000 and any code used before. */
async function scratchOutcome(store: SandboxStore, code: string | null, input: StartInput): Promise<{ id: string; outcome: ProviderOutcome }> {
  const digits = (code ?? '').replace(/[\s-]/g, '');
  const id = `SC-${digits}`;
  if (!/^\d{16}$/.test(digits) || digits.endsWith('0000') || (await store.get(id))) return { id: newPaymentId('SC'), outcome: 'declined' };
  await store.create({ id, provider: 'scratch', depositTransactionId: input.transactionId, userId: input.userId, amount: input.amount });
  await store.decide(id, 'approve');
  return { id, outcome: 'approved' };
}

/** One sandbox adapter per provider: opens the payment in the sandbox store and answers `status` from it. */
export function sandboxAdapter(provider: SandboxProvider, store: SandboxStore): DepositAdapter {
  return {
    provider,
    async start(input) {
      if (provider === 'scratch') {
        const r = await scratchOutcome(store, input.code, input);
        return { handoff: 'done', providerRef: r.id, immediate: r.outcome };
      }
      const id = newPaymentId(PREFIX[provider]);
      await store.create({ id, provider, depositTransactionId: input.transactionId, userId: input.userId, amount: input.amount, payerEmail: input.email });
      return { providerRef: id, ...handoff(provider, id, input) };
    },
    status: (providerRef) => store.outcome(providerRef),
    async lookup(transactionId) {
      const p = await store.byDeposit(transactionId);
      return p ? { providerRef: p.id, outcome: p.status as ProviderOutcome } : null;
    },
    async cancel(providerRef) {
      const p = await store.decide(providerRef, 'cancel');
      return (p?.status as ProviderOutcome | undefined) ?? 'unknown';
    },
  };
}

/** Where the provider page sends the player back, with that provider's own query parameters. */
export function returnUrl(p: SandboxPayment, provider: SandboxProvider): string {
  const status = { approved: 'success', declined: 'failed', pending: 'pending', cancelled: 'back', open: 'pending', unknown: 'failed' }[p.status] ?? 'failed';
  const tx = p.depositTransactionId ?? '';
  const q = new URLSearchParams();
  switch (provider) {
    case 'paypal':
      q.set('token', p.id);
      // As PayPal: the PayerID comes back only with a buyer who paid, not by the cancel link.
      if (p.status !== 'cancelled') q.set('PayerID', `P${p.id.slice(-10).toUpperCase()}`);
      q.set('payerEmail', p.payerEmail ?? 'cliente@paypal.example');
      q.set('playerId', String(p.userId ?? ''));
      break;
    case 'neteller':
      q.set('payment_type', 'neteller');
      q.set('payment_id', p.id);
      q.set('status', p.status);
      break;
    case 'paysafe':
      q.set('payment_id', p.id);
      q.set('mtid', tx);
      break;
    case 'safecharge':
      q.set('payment_type', 'safecharge');
      q.set('ppp_TransactionID', p.id);
      q.set('clientUniqueId', tx);
      q.set('ppp_status', p.status === 'approved' ? 'OK' : p.status === 'pending' ? 'PENDING' : 'FAIL');
      break;
    case 'skrill':
      q.set('payment_type', 'skrill');
      q.set('transaction_id', tx);
      q.set('mb_transaction_id', p.id);
      break;
    case 'poste':
      q.set('payment_type', 'poste');
      q.set('ORDER_ID', p.id);
      q.set('RESULT', p.status === 'approved' ? '00' : p.status === 'pending' ? '02' : p.status === 'cancelled' ? '03' : '01');
      break;
    case 'card':
      q.set('transactionId', tx);
      q.set('RESPONSE_CODE_AUT', p.status === 'approved' ? '00' : '05');
      break;
    case 'apco':
      q.set('transactionId', tx);
      if (p.status !== 'approved') q.set('motivo', status);
      break;
    default:
      q.set('transactionId', tx);
  }
  return `/account/ricarica/results/${status}?${q.toString()}`;
}

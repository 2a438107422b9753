import { RESULT_STATUSES, type TResultStatus } from '@betsite/contract/deposit-codes';
import { API, type ApiPath } from '@betsite/contract/api-paths';

/** What the result page does with the provider's return (document 3 §2, §4). */
export type ResultPlan =
  | { kind: 'none'; status: TResultStatus }
  | { kind: 'fail'; status: 'failed'; code: string | null; source: 'card' | 'poste' }
  | { kind: 'confirm'; status: TResultStatus; path: ApiPath; query: Record<string, string>; paypal: boolean }
  | { kind: 'status'; status: TResultStatus; transactionId: string; code?: string | null; source?: 'card' };

const isStatus = (s: string | null | undefined): s is TResultStatus => RESULT_STATUSES.includes(s as TResultStatus);

/**
 * A provider's result code as the return address carries it, kept (and shown as 'Error Code: …') only
 * when it has a code's shape. The address is anyone's to write: a link must not make the page print a
 * sentence of its choosing under the operator's name. The failure itself stands either way.
 */
const providerCode = (raw: string | null): string | null => (raw !== null && /^[0-9A-Za-z]{1,4}$/.test(raw) ? raw : null);

/**
 * The status starts from the route or the motivo parameter; the provider's own parameters pick
 * the confirmation call. A Poste result other than '00' fails without a call.
 */
export function planResult(routeStatus: string | undefined, params: URLSearchParams, storedTx: string | null): ResultPlan {
  const q = Object.fromEntries(params.entries());
  const motivo = params.get('motivo');
  const status: TResultStatus = isStatus(motivo) ? motivo : isStatus(routeStatus) ? routeStatus : 'failed';
  const type = params.get('payment_type');
  if (type === 'poste') {
    if (params.get('RESULT') !== '00') return { kind: 'fail', status: 'failed', code: providerCode(params.get('RESULT')), source: 'poste' };
    return { kind: 'confirm', status, path: API.payment.poste, query: q, paypal: false };
  }
  if (type === 'neteller')
    return { kind: 'confirm', status, path: API.payment.neteller, query: { payment_id: q.payment_id ?? '', status: q.status ?? '' }, paypal: false };
  if (type === 'safecharge') return { kind: 'confirm', status, path: API.payment.safecharge, query: q, paypal: false };
  if (type === 'skrill') return { kind: 'confirm', status, path: API.payment.skrillConfirm, query: { ...q, status }, paypal: false };
  if (params.get('token')) {
    const query: Record<string, string> = { token: q.token! };
    for (const [from, to] of [
      ['payerEmail', 'payerEmail'],
      ['PayerID', 'payerId'],
      ['playerId', 'playerId'],
      ['pspTran', 'pspTran'],
      ['depositoVeloce', 'depositoVeloce'],
    ] as const)
      if (q[from]) query[to] = q[from]!;
    return { kind: 'confirm', status, path: API.payment.paypal, query, paypal: true };
  }
  if (params.get('mtid') !== null && params.get('payment_id'))
    return { kind: 'confirm', status, path: API.payment.paysafe, query: { payment_id: q.payment_id!, mtid: q.mtid ?? '' }, paypal: false };
  const cardResult = params.get('RESPONSE_CODE_AUT');
  const tx = params.get('transactionId') ?? storedTx;
  // A refused card authorisation fails; the deposit's own state still supplies the message.
  if (cardResult !== null && cardResult !== '00') {
    const code = providerCode(cardResult);
    return tx ? { kind: 'status', status: 'failed', transactionId: tx, code, source: 'card' } : { kind: 'fail', status: 'failed', code, source: 'card' };
  }
  return tx ? { kind: 'status', status, transactionId: tx } : { kind: 'none', status };
}

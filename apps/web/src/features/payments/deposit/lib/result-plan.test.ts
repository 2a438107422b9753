import { describe, expect, it } from 'vitest';
import { planResult } from './result-plan.ts';

const p = (s: string) => new URLSearchParams(s);

describe('deposit result plan', () => {
  it('fails a Poste result other than 00 without a call, confirms 00', () => {
    expect(planResult('success', p('payment_type=poste&RESULT=01&ORDER_ID=PT-1'), null)).toEqual({
      kind: 'fail',
      status: 'failed',
      code: '01',
      source: 'poste',
    });
    expect(planResult('success', p('payment_type=poste&RESULT=00&ORDER_ID=PT-1'), null)).toMatchObject({
      kind: 'confirm',
      path: '/api/payment/poste',
      query: { ORDER_ID: 'PT-1', RESULT: '00' },
    });
  });
  it('maps PayPal, Neteller, Skrill, Safecharge and paysafecard returns to their confirmations', () => {
    expect(planResult('back', p('token=EC-1&PayerID=P1&payerEmail=a%40b.it'), null)).toEqual({
      kind: 'confirm',
      status: 'back',
      path: '/api/payment/paypal',
      query: { token: 'EC-1', payerId: 'P1', payerEmail: 'a@b.it' },
      paypal: true,
    });
    expect(planResult('failed', p('payment_type=neteller&payment_id=NT-1&status=declined'), null)).toMatchObject({
      path: '/api/payment/neteller',
      query: { payment_id: 'NT-1', status: 'declined' },
    });
    expect(planResult('pending', p('payment_type=skrill&mb_transaction_id=S1'), null)).toMatchObject({
      path: '/api/payment/skrillConfirm',
      query: { mb_transaction_id: 'S1', status: 'pending' },
    });
    expect(planResult('success', p('payment_type=safecharge&ppp_TransactionID=X'), null)).toMatchObject({ path: '/api/payment/safecharge' });
    expect(planResult('success', p('payment_id=PSC-1&mtid=T'), null)).toMatchObject({
      path: '/api/payment/paysafe',
      query: { payment_id: 'PSC-1', mtid: 'T' },
    });
  });
  it('takes the status from motivo, fails a refused card code, and falls back to the stored transaction id', () => {
    expect(planResult('success', p('motivo=failed&transactionId=T1'), null)).toEqual({ kind: 'status', status: 'failed', transactionId: 'T1' });
    expect(planResult('success', p('RESPONSE_CODE_AUT=05&transactionId=T1'), null)).toEqual({
      kind: 'status',
      status: 'failed',
      transactionId: 'T1',
      code: '05',
      source: 'card',
    });
    expect(planResult('success', p('RESPONSE_CODE_AUT=05'), null)).toEqual({ kind: 'fail', status: 'failed', code: '05', source: 'card' });
    expect(planResult('pending', p(''), 'T9')).toEqual({ kind: 'status', status: 'pending', transactionId: 'T9' });
    expect(planResult('strano', p(''), null)).toEqual({ kind: 'none', status: 'failed' });
  });
  it("still fails a code the address forged, but keeps for display only what has a code's shape", () => {
    const sentence = encodeURIComponent('Chiama il 800 000 000 per sbloccare il conto');
    expect(planResult('success', p(`payment_type=poste&RESULT=${sentence}`), null)).toEqual({ kind: 'fail', status: 'failed', code: null, source: 'poste' });
    expect(planResult('success', p(`RESPONSE_CODE_AUT=${sentence}`), null)).toEqual({ kind: 'fail', status: 'failed', code: null, source: 'card' });
    expect(planResult('success', p(`RESPONSE_CODE_AUT=${sentence}&transactionId=T1`), null)).toEqual({
      kind: 'status',
      status: 'failed',
      transactionId: 'T1',
      code: null,
      source: 'card',
    });
    expect(planResult('success', p('RESPONSE_CODE_AUT=0%00'), null)).toMatchObject({ kind: 'fail', code: null });
    expect(planResult('success', p('RESPONSE_CODE_AUT=N7'), null)).toMatchObject({ kind: 'fail', code: 'N7' });
  });
});

import { describe, expect, it } from 'vitest';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { feeText, methodKind } from './deposit-form.ts';
import { depositFormSchema } from './deposit-schema.ts';

const method = (p: Partial<TPaymentMethod>): TPaymentMethod => ({
  Id: 1,
  Name: 'Ricarica_Paypal',
  NameLong: 'PayPal',
  Description: '',
  MinAmount: 500,
  MaxAmount: 300000,
  InfoMessage: '',
  AdditionalCost: 'Nessun costo aggiuntivo',
  DeliveryTimeMessage: '',
  Withdrawal_Recharge: true,
  Testing: false,
  TimeSlot_MinAmount: null,
  TimeSlot_MaxAmount: null,
  TimeSlot_From: null,
  TimeSlot_To: null,
  Icon: '',
  ViewOrder: 1,
  ...p,
});
const errors = (m: TPaymentMethod, v: Partial<{ importo: string; email: string; code: string; promo: string }>) => {
  const r = depositFormSchema(m).safeParse({ importo: '', email: '', code: '', promo: '', ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('deposit form rules', () => {
  it('requires the amount within the method limits, with the specification messages', () => {
    const m = method({ Name: 'Ricarica_Paysafe' });
    expect(errors(m, {}).importo).toBe('Il campo è richiesto');
    expect(errors(m, { importo: '4,99' }).importo).toBe('Importo minimo € 5');
    expect(errors(m, { importo: '3000,01' }).importo).toBe('Importo massimo € 3.000');
    expect(errors(m, { importo: '20' })).toEqual({});
  });
  it('asks a valid e-mail for Neteller, Skrill and PayPal only', () => {
    expect(errors(method({}), { importo: '20', email: 'x' }).email).toBe('Inserire una mail valida');
    expect(errors(method({ Name: 'Ricarica_Skrill' }), { importo: '20', email: 'a@b.it' })).toEqual({});
    expect(errors(method({ Name: 'Ricarica_Poste' }), { importo: '20', email: 'x' })).toEqual({});
  });
  it('requires the scratch code, XElektra card and MasterCard VIP number', () => {
    expect(errors(method({ Name: 'Ricarica_Scratch' }), { importo: '20' }).code).toBe('Il campo è richiesto');
    expect(errors(method({ Name: 'Ricarica_XElektra' }), { importo: '20', code: '123' }).code).toBe('Numero di carta non valido');
    expect(errors(method({ Name: 'Ricarica_MasterCard' }), { importo: '20', code: '5555 4444 3333 1111' })).toEqual({});
  });
  it('rejects promo codes with symbols; shows no-cost as 0%', () => {
    expect(errors(method({ Name: 'Ricarica_Poste' }), { importo: '20', promo: 'A B!' }).promo).toBe(
      'Il codice promozione può contenere solo lettere e numeri (massimo 20)',
    );
    expect(feeText(method({}))).toBe('0%');
    expect(feeText(method({ AdditionalCost: '1,5%' }))).toBe('1,5%');
    expect(methodKind('Ricarica_BonificoBancario')).toBe('bank');
  });
});

import { describe, expect, it } from 'vitest';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { amountRange, emptyForm, toRequest, visiblePending } from './withdrawal-form.ts';
import { validateWithdrawal } from './withdrawal-validation.ts';

const method = (Name: string, extra: Partial<TPaymentMethod> = {}): TPaymentMethod => ({
  Id: 1,
  Name,
  NameLong: Name,
  Description: '',
  MinAmount: 1000,
  MaxAmount: 100_000,
  InfoMessage: '',
  AdditionalCost: '',
  DeliveryTimeMessage: '',
  Withdrawal_Recharge: false,
  Testing: false,
  TimeSlot_MinAmount: null,
  TimeSlot_MaxAmount: null,
  TimeSlot_From: null,
  TimeSlot_To: null,
  Icon: '',
  ViewOrder: 1,
  ...extra,
});
const user = { nome: 'Mario', cognome: 'Rossi', contratto: '1000000001', betsession: 's' };
const noon = new Date('2026-01-15T11:00:00Z');

describe('withdrawal form rules', () => {
  it('caps the amount at the smaller of the method max and the withdrawable balance', () => {
    expect(amountRange(method('Prelievo_Skrill'), 5000, noon)).toEqual({ min: 1000, max: 5000, automatic: true });
    expect(amountRange(method('Prelievo_Skrill', { MaxAmount: null }), 250_000, noon).max).toBe(250_000);
    const slot = method('Prelievo_BonificoBancario', {
      TimeSlot_From: '09:00:00',
      TimeSlot_To: '18:00:00',
      TimeSlot_MinAmount: 5000,
      TimeSlot_MaxAmount: 20_000,
    });
    expect(amountRange(slot, 100_000, noon)).toEqual({ min: 5000, max: 20_000, automatic: false });
  });

  it('gives the specification messages for amount, voucher PIN, IBAN and e-mail', () => {
    const range = { min: 1000, max: 5000 };
    expect(validateWithdrawal(method('Prelievo_Skrill'), { ...emptyForm(), pin: 'x', email: 'a@b.it' }, range, user)).toEqual({
      amount: 'Il campo è richiesto',
    });
    expect(validateWithdrawal(method('Prelievo_Skrill'), { ...emptyForm(), amount: '5', pin: 'x', email: 'no' }, range, user)).toEqual({
      amount: 'Importo minimo € 10,00',
      email: 'Inserire una mail valida',
    });
    expect(validateWithdrawal(method('Prelievo_Voucher'), { ...emptyForm(), amount: '60', secret: '12' }, range, user)).toEqual({
      amount: 'Importo massimo € 50,00',
      secret: 'Lunghezza minima 4 caratteri',
      pin: 'Il campo è richiesto',
    });
    expect(
      validateWithdrawal(method('Prelievo_BonificoBancario'), { ...emptyForm(), amount: '20', pin: 'x', iban: 'DE89370400440532013000' }, range, user).iban,
    ).toBe('Il prelievo con bonifico bancario può essere fatto soltanto inserendo un IBAN Italiano');
  });

  it('sends an Apco card starting with 402360 or 533317 as Postepay, without dashes and spaces', () => {
    const v = { ...emptyForm(), amount: '20,50', pin: 'x', card: '5333-1700 0000 0008', month: '12', year: '30' };
    expect(toRequest(method('Prelievo_Apco'), v, user, true)).toMatchObject({
      type: 'Prelievo_Postepay',
      importo: 2050,
      poste_pay: '5333170000000008',
      data_scadenza: '12/30',
      isMobile: true,
    });
    expect(toRequest(method('Prelievo_Apco'), { ...v, card: '4111 1111 1111 1111' }, user, false).type).toBe('Prelievo_Apco');
    expect(validateWithdrawal(method('Prelievo_Apco'), { ...v, month: '', year: '' }, { min: 1, max: 1e6 }, user)).toEqual({ month: 'Il campo è richiesto' });
  });

  it('hides safecharge rows in the pending list', () => {
    const row = (tipoField: string) => ({ idTicketField: tipoField, richiestaField: '', importoField: 1, tipoField });
    expect(visiblePending([row('bonifico'), row('safecharge'), row('Safecharge')]).map((r) => r.tipoField)).toEqual(['bonifico']);
  });
});

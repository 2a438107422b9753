import { describe, expect, it } from 'vitest';
import { MOVEMENT_KIND_LABEL, movementCode, movementReason, paymentMethodLabel, withMethodLabels } from './movement-labels.ts';

const INTERNAL = /Ricarica_|Prelievo_|withdrawal_|bonus_|game_|[0-9a-f]{8}-[0-9a-f]{4}-/;

describe('payment method labels', () => {
  it('names every method as the player knows it', () => {
    expect(paymentMethodLabel('Ricarica_Paypal')).toBe('PayPal');
    expect(paymentMethodLabel('Ricarica_Apco')).toBe('Carta di credito');
    expect(paymentMethodLabel('Ricarica_Safecharge_ApplePay')).toBe('Apple Pay');
    expect(paymentMethodLabel('Prelievo_Safecharge_Sepa')).toBe('Bonifico SEPA');
  });

  it('never returns an internal name, even for a method it does not know', () => {
    expect(paymentMethodLabel('Ricarica_Nuovo_Metodo')).toBe('Nuovo Metodo');
    expect(withMethodLabels('La ricarica con Ricarica_Paypal e Prelievo_Skrill')).toBe('La ricarica con PayPal e Skrill');
  });
});

describe('statement reasons', () => {
  it('says what each money movement is', () => {
    expect(movementReason({ kind: 'deposit', description: 'Ricarica Ricarica_Paypal' })).toBe('Ricarica PayPal');
    expect(movementReason({ kind: 'deposit', description: 'Ricarica Ricarica_Veloce' })).toBe('Ricarica veloce');
    expect(movementReason({ kind: 'withdrawal_hold', description: 'Prelievo PR00000002' })).toBe('Prelievo');
    expect(movementReason({ kind: 'withdrawal_void', description: 'Prelievo PR00000002' })).toBe('Annullamento prelievo');
    expect(movementReason({ kind: 'bonus_convert', description: 'Bonus convertito in saldo prelevabile' })).toBe('Bonus convertito');
    expect(movementReason({ kind: 'bonus_grant', description: 'Benvenuto Sport' })).toBe('Accredito bonus: Benvenuto Sport');
    expect(movementReason({ kind: 'game_won', description: 'Vincita Casinò' })).toBe('Vincita Casinò');
    expect(movementReason({ kind: 'deposit_reversal', description: 'Storno ricarica Ricarica_Paypal' })).toBe('Storno ricarica PayPal');
    expect(movementReason({ kind: 'deposit_reversal', description: 'Storno ricarica Ricarica_Veloce' })).toBe('Storno ricarica veloce');
    expect(movementReason({ kind: 'deposit_reversal', description: null })).toBe('Storno ricarica');
    expect(movementReason({ kind: 'receivable_repay', description: 'Recupero ricarica stornata' })).toBe('Recupero ricarica stornata');
  });

  it('falls back to a readable label, never the kind itself', () => {
    expect(movementReason({ kind: 'withdrawal_void', description: null })).toBe('Annullamento prelievo');
    expect(movementReason({ kind: 'qualcosa_di_nuovo', description: null })).toBe('Movimento');
    for (const kind of Object.keys(MOVEMENT_KIND_LABEL)) expect(movementReason({ kind, description: null })).not.toMatch(INTERNAL);
  });

  it('shows as the code a ticket or a withdrawal number, never a transaction id or a username', () => {
    expect(movementCode({ kind: 'game_stake', ref: 'DFU100322', ticket: true })).toBe('DFU100322');
    expect(movementCode({ kind: 'withdrawal_hold', ref: '2', ticket: false })).toBe('PR00000002');
    expect(movementCode({ kind: 'deposit', ref: '5b7c3c1e-2f0a-4a57-9d55-2b1f7cf0e0aa', ticket: false })).toBeNull();
    expect(movementCode({ kind: 'seed', ref: 'demouser1', ticket: false })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bonusTypeLabel, campaignTriggerLabel, depositStateLabel, depositStateText } from './labels.ts';

// The back office showed these database codes as they are ('vip_points', 'success', 'funbonus').
describe('back-office labels', () => {
  it('names every way a campaign is obtained, the site’s own programmes included', () => {
    expect(['manual', 'promo_code', 'first_deposit', 'deposit_code', 'vip_points', 'vip', 'ranking'].map(campaignTriggerLabel)).toEqual([
      'Assegnata dagli operatori',
      'Codice promozionale',
      'Primo deposito',
      'Deposito con codice',
      'Club VIP: conversione dei punti',
      'VIP Sport',
      'Premio della classifica',
    ]);
  });

  it('names every deposit state and bonus type', () => {
    expect(['created', 'pending', 'success', 'failed', 'cancelled'].map(depositStateLabel)).toEqual([
      'Avviato',
      'In attesa del circuito',
      'Accreditato',
      'Non riuscito',
      'Annullato',
    ]);
    expect(['bonus', 'funbonus', 'freespin', 'freebet'].map(bonusTypeLabel)).toEqual(['Bonus reale', 'Fun bonus', 'Free spin', 'Free bet']);
  });
});

describe("a deposit's state with what followed its credit", () => {
  it('says what the provider took back and whether a dispute is open', () => {
    expect(depositStateText({ stato: 'success', stornato: 0, contestata: false })).toBe('Accreditato');
    expect(depositStateText({ stato: 'success', stornato: 2_500, contestata: true })).toBe('Accreditato (stornati 25,00\u00a0€, contestazione aperta)');
    expect(depositStateText({ stato: 'success', stornato: 0, contestata: true })).toBe('Accreditato (contestazione aperta)');
  });
});

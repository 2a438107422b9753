import { describe, expect, it } from 'vitest';
import { movesBalance } from './balance-events.ts';
import { NOTIFICATION_TYPES as N } from '@betsite/contract/notification-types';

describe('notifications that move the balance', () => {
  it('are the money events and the platform outcomes that refund or settle a bet; news and payment-method alerts are not', () => {
    for (const t of [N.RicaricaAccreditata, N.PrelievoPagato, N.BonusAccreditato, N.BonusSbloccato, N.BetRejected])
      expect(movesBalance(t), String(t)).toBe(true);
    for (const t of [N.Comunicazione, N.MetodiPagamento, N.BonusInScadenza, N.BetAccepted, N.ClientLog]) expect(movesBalance(t), String(t)).toBe(false);
  });
});

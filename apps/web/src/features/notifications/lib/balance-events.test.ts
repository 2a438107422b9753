import { describe, expect, it } from 'vitest';
import { movesBalance } from './balance-events.ts';
import { NOTIFICATION_TYPES as N } from '@betsite/contract/notification-types';

describe('notifications that move the balance', () => {
  it('are the money events and the platform outcomes that refund or settle a bet; news and reminders are not', () => {
    // Type 8 carries a deposit taken back and a withdrawal refused (its money back in the cash) as well as
    // a failed deposit: the header must agree with the first two, and the third costs one balance read.
    for (const t of [N.RicaricaAccreditata, N.PrelievoPagato, N.BonusAccreditato, N.BonusSbloccato, N.BonusAnnullato, N.MetodiPagamento, N.BetRejected])
      expect(movesBalance(t), String(t)).toBe(true);
    for (const t of [N.Comunicazione, N.BonusInScadenza, N.BetAccepted, N.ClientLog]) expect(movesBalance(t), String(t)).toBe(false);
  });
});

import type { PaymentFacts } from '@betsite/domain/payment-eligibility';
import type { UserRow } from '../users/repository.ts';

/** A player's row as the shared deposit/withdrawal rules see it. */
export const paymentFacts = (u: Pick<UserRow, 'statoConto' | 'esclusione' | 'cambioPassword' | 'mobileConfirmed' | 'emailConfirmed'>): PaymentFacts => ({
  statoConto: u.statoConto,
  esclusione: u.esclusione,
  mustChangePassword: u.cambioPassword,
  mobileConfirmed: u.mobileConfirmed,
  emailConfirmed: u.emailConfirmed,
});

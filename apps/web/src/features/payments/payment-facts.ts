import type { TUserData } from '@betsite/contract/session';
import type { PaymentFacts } from '@betsite/domain/payment-eligibility';

/** The logged-in player as the shared deposit/withdrawal rules see them. */
export const paymentFacts = (u: Pick<TUserData, 'statoConto' | 'esclusione' | 'cambio_password' | 'confirmedMobile' | 'playerConfirmed'>): PaymentFacts => ({
  statoConto: u.statoConto,
  esclusione: u.esclusione,
  mustChangePassword: u.cambio_password,
  mobileConfirmed: u.confirmedMobile,
  emailConfirmed: u.playerConfirmed,
});

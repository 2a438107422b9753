import type { AppDeps } from '../../deps.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { consumeTotp } from '../../platform/totp.ts';
import type { UserRow } from '../users/repository.ts';

/** What a player gives to prove they are the account's owner, not only a holder of its session. */
export interface OwnershipProof {
  password?: string | null;
  twofactor?: string | null;
}

/**
 * The Sicurezza tab's rule for changes a stolen session must not make alone (switching two-factor
 * off, adding a passkey): the account password, or a current code of the authenticator app when
 * two-factor is on (each code once: the TOTP steps are shared with login). 'missing' when neither
 * was given, 'wrong' when what was given does not match.
 */
export async function checkOwnership(deps: Pick<AppDeps, 'db' | 'clock'>, user: UserRow, proof: OwnershipProof): Promise<'ok' | 'missing' | 'wrong'> {
  const password = proof.password ?? '';
  const code = proof.twofactor?.trim() ?? '';
  const totpSecret = user.twoFactorEnabled ? user.twoFactorSecret : null;
  if (!password && !(code && totpSecret)) return 'missing';
  const proven =
    (password !== '' && (await verifyPassword(user.passwordHash, password))) ||
    (code !== '' && totpSecret !== null && (await consumeTotp(deps.db, deps.clock, user.id, totpSecret, code)));
  return proven ? 'ok' : 'wrong';
}

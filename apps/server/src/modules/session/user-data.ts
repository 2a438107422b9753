import type { TUserData } from '@betsite/contract/session';
import type { AppDeps } from '../../deps.ts';
import type { UserRow } from '../users/repository.ts';
import { hasDeposits } from './repository.ts';

/** The UserData block of a login, a CheckAuth and a registration's automatic login. */
export async function userData(
  deps: Pick<AppDeps, 'db' | 'balances' | 'site'>,
  user: UserRow,
  betsession: string,
  opts: { oldSessionClosed?: boolean; lastLogin?: Date | null } = {},
): Promise<TUserData> {
  const [balance, verifyContacts, deposited] = await Promise.all([
    deps.balances.get(user.id),
    deps.site.module('VerifyContacts'),
    hasDeposits(deps.db, user.id),
  ]);
  // 'Ultimo accesso' is the login before this session's: the session's own start is no news to the player.
  const last = opts.lastLogin === undefined ? user.previousLoginAt : opts.lastLogin;
  return {
    saldo: balance.saldo,
    prelevabile: balance.prelevabile,
    debito: balance.debito,
    contestato: balance.contestato,
    BonusCouponsValue: balance.bonus,
    statoConto: user.statoConto,
    cambio_password: user.cambioPassword,
    TermsAccepted: user.termsAccepted,
    richiedereIsPep: user.richiedePep,
    confirmedMobile: user.mobileConfirmed,
    playerConfirmed: user.emailConfirmed,
    verifyContacts,
    lastMobileVerificationDate: user.lastMobileVerificationAt?.toISOString() ?? null,
    lastEmailVerificationDate: user.lastEmailVerificationAt?.toISOString() ?? null,
    esclusione: user.esclusione,
    oldSessionClosed: opts.oldSessionClosed ?? false,
    invitation: user.invitation,
    username: user.username,
    email: user.email,
    lastLogin: last?.toISOString() ?? null,
    contratto: user.contratto,
    primaRicarica: !deposited,
    betsession,
    nome: user.nome,
    cognome: user.cognome,
    elsession: betsession,
    father: user.father,
    cellulare: user.cellulare,
    twoFactor: user.twoFactorEnabled,
    depositLimitSet: user.depositLimitSet,
    isOperator: user.role === 'operator',
    primoAccesso: user.firstAccessDue,
  };
}

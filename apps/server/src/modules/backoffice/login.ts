import type { FastifyRequest } from 'fastify';
import type { TBackofficeLoginData, TOperator } from '@betsite/contract/backoffice';
import { BACKOFFICE_TEXT as T } from '@betsite/contract/backoffice-messages';
import { permissionsOf } from '@betsite/domain/backoffice-roles';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { loadOperator, type OperatorContext } from '../../platform/operator-guard.ts';
import { timingDummyHash, verifyPassword } from '../../platform/passwords.ts';
import { consumeTotp } from '../../platform/totp.ts';
import { findUserById, findUserByUsername } from '../users/repository.ts';
import { revokeOtherSessions } from '../session/repository.ts';
import { writeAudit } from './audit.ts';

export async function operatorView(deps: Pick<AppDeps, 'db'>, op: OperatorContext): Promise<TOperator> {
  const user = await findUserById(deps.db, op.id);
  return { id: op.id, username: op.username, nome: user?.nome ?? '', cognome: user?.cognome ?? '', roles: op.roles, permissions: permissionsOf(op.roles) };
}

/**
 * The back office's own login: password AND a TOTP code, always. A wrong password, a wrong or
 * reused code, and an account that is not an operator with roles and two-factor set up all get the
 * same answer (-1), so the call says neither which accounts are operators nor that a password was
 * right. The code is looked at only after the password, so a wrong password never spends a code
 * step. Failures feed the same throttle as the site's login, counted before the password is checked,
 * per operator name and address.
 */
export async function backofficeLogin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessions' | 'loginAttempts'>,
  req: FastifyRequest,
  body: { username: string; password: string; codice: string },
): Promise<Outcome<TBackofficeLoginData>> {
  // The name is locked from the address that failed, not everywhere: a name locked everywhere could
  // be kept locked by anyone sending eight wrong passwords every 15 minutes, and the back office has
  // no unlock link (an operator's way out). A guess needs the password and a one-time TOTP code
  // together, so addresses taken in turn buy no useful guesses; the address's own budget still holds.
  const ipKey = AttemptLimiter.ipKey(req.ip);
  const userKey = `bo:${AttemptLimiter.userKey(body.username)}|${ipKey}`;
  // Counted before the password is checked (one upsert per key): of any number of logins for one
  // operator name arriving together, at most LOGIN_MAX_FAILURES_USER are ever checked.
  const gate = await deps.loginAttempts.attempt(userKey, ipKey);
  if (gate.lockedFor > 0) return refuse(-2, T.tooManyAttempts(Math.max(1, Math.ceil(gate.lockedFor / 60))));

  const user = await findUserByUsername(deps.db, body.username);
  const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await timingDummyHash(), body.password), false);
  const operator =
    user && passwordOk && user.role === 'operator' && user.twoFactorEnabled && user.twoFactorSecret ? await loadOperator(deps.db, user.id) : null;
  if (!user || !operator || !user.twoFactorSecret || !(await consumeTotp(deps.db, deps.clock, user.id, user.twoFactorSecret, body.codice))) {
    // Already counted as a failure by the attempt.
    return refuse(-1, T.wrongCredentials);
  }
  await deps.loginAttempts.succeeded(userKey, ipKey);

  const meta = { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
  req.operator = operator;
  // The new session, the closing of the operator's other back-office sessions and the audit row commit together.
  const { betsession, closed } = await deps.db.transaction(async (tx) => {
    const betsession = await deps.sessions.create(user.id, meta, 'backoffice', tx);
    const closed = await revokeOtherSessions(tx, user.id, betsession, deps.clock.now(), 'backoffice');
    await writeAudit(tx, deps.clock, req, { action: 'operator.login', target: `session:${betsession}`, after: { closedSessions: closed.length } });
    return { betsession, closed };
  });
  for (const id of closed) deps.sessions.onRevokedNotify(id);
  const token = await deps.sessions.sign({ userId: user.id, sessionId: betsession });
  return { Token: token, betsession, idleSeconds: deps.sessions.idleSecondsOf('backoffice'), operator: await operatorView(deps, operator) };
}

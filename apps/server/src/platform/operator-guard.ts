import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hasPermission, type OperatorRole, type Permission } from '@betsite/domain/backoffice-roles';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import type { Db } from '../db/client.ts';
import { operatorRoles, users } from '../db/schema/index.ts';
import { authenticateRequest, type Sessions } from './auth.ts';
import { forbidden } from './errors.ts';
import { withSide } from './route-sides.ts';

export interface OperatorContext {
  id: number;
  username: string;
  roles: OperatorRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

/** The operator's username and roles as they are now (none for a player or an unknown id). */
export async function loadOperator(db: Db, userId: number): Promise<OperatorContext | null> {
  const rows = await db
    .select({ username: users.username, role: operatorRoles.role })
    .from(users)
    .innerJoin(operatorRoles, eq(operatorRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'operator')));
  if (rows.length === 0) return null;
  return { id: userId, username: rows[0]!.username, roles: rows.map((r) => r.role as OperatorRole) };
}

/**
 * The guard of every operator call, as its preValidation hook (so who may call is settled before
 * the input is even looked at: a stranger learns nothing from 400s): a live session opened in the
 * back office — password and TOTP code, so two-factor is never skipped; any other session, a
 * player's on the site included, gets 401 as if it had none — by an operator whose roles, read from the database on every call, give `permission` (403 otherwise).
 */
export function requirePermission(deps: { sessions: Sessions; db: Db }, permission: Permission) {
  const guard = async (request: FastifyRequest) => {
    await authenticateRequest(deps.sessions, request, 'backoffice');
    const operator = await loadOperator(deps.db, request.auth!.userId);
    if (!operator || !hasPermission(operator.roles, permission)) throw forbidden(BACKOFFICE_TEXT.roleMissing);
    request.operator = operator;
  };
  return withSide(guard, 'backoffice');
}

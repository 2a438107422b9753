/**
 * Back-office roles and what each may do. Every operator call names one permission; the server
 * checks it against the operator's roles, read from the database on every call (a role taken away
 * applies at once). `admin` may do everything.
 */
export const OPERATOR_ROLES = ['support', 'payments', 'compliance', 'content', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_LABELS: Record<OperatorRole, string> = {
  support: 'Assistenza',
  payments: 'Pagamenti',
  compliance: 'Compliance',
  content: 'Contenuti',
  admin: 'Amministratore',
};

/** Permission → the roles (besides admin) that hold it. */
export const PERMISSIONS = {
  /** Dashboard figures: every operator. */
  'dashboard.read': ['support', 'payments', 'compliance', 'content'],
  /** Search players and open their page (personal data: each opening is audited). */
  'players.read': ['support', 'payments', 'compliance'],
  'players.sessions.revoke': ['support', 'compliance'],
  /**
   * Block a player's account (state 6) and unblock it: it stops play and money at once, so it is
   * compliance's, not support's (whose reading and session closing stay), nor payments'.
   */
  'players.block': ['compliance'],
  'players.notes.write': ['support', 'payments', 'compliance'],
  'withdrawals.read': ['payments'],
  'withdrawals.decide': ['payments'],
  'documents.review': ['compliance'],
  'content.write': ['content'],
  'messages.write': ['content', 'support'],
  'notifications.send': ['content', 'support'],
  'site.write': [],
  'affiliate.read': ['support'],
  /** Bonus campaigns (create, end) and grants to a player (issue 12's operator API). */
  'bonuses.manage': ['content', 'payments'],
  'audit.read': ['compliance'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  if (roles.includes('admin')) return true;
  return (PERMISSIONS[permission] as readonly string[]).some((r) => roles.includes(r));
}

/** Every permission the roles give (the back office shows only the screens these allow). */
export function permissionsOf(roles: readonly string[]): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => hasPermission(roles, p));
}

import { BACKOFFICE_TEXT as T } from '@betsite/contract/backoffice-messages';
import type { TBackofficeLoginData, TOperator } from '@betsite/contract/backoffice';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { OperatorContext } from '../../platform/operator-guard.ts';
import { notFound } from '../../platform/errors.ts';
import type { Outcome } from '../../platform/outcome.ts';
import type { ResponsibleGamingService } from '../responsible-gaming/service.ts';
import { playProtectionView } from '../responsible-gaming/operator-view.ts';
import { blockPlayer, unblockPlayer } from './account-block.ts';
import { listAudit, type AuditedChanges, type AuditSource } from './audit.ts';
import { dashboard } from './dashboard.ts';
import { backofficeLogin, operatorView } from './login.ts';
import { findPlayerSummary, playerDetail, searchPlayers } from './players.ts';
import * as repo from './repository.ts';
import { EXPORT_MAX_ROWS, QUEUE_PAGE_SIZE, listQueue, queueFilter, withdrawalMethods } from './withdrawal-queue.ts';

type QueueQuery = Parameters<typeof queueFilter>[0];

/** The back office's own calls (docs/backoffice.md): what operators read, and their audited actions. */
export class BackofficeService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'sessions' | 'loginAttempts' | 'balances'>,
    private readonly audit: AuditedChanges,
    private readonly rg: ResponsibleGamingService,
  ) {}

  login(req: FastifyRequest, body: { username: string; password: string; codice: string }): Promise<Outcome<TBackofficeLoginData>> {
    return backofficeLogin(this.deps, req, body);
  }

  operator(op: OperatorContext): Promise<TOperator> {
    return operatorView(this.deps, op);
  }

  dashboard() {
    return dashboard(this.deps.db, this.deps.clock.now());
  }

  auditLog(q: Parameters<typeof listAudit>[1]) {
    return listAudit(this.deps.db, q);
  }

  private filter(query: QueueQuery) {
    return queueFilter(query, this.deps.clock.now(), this.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS);
  }

  /**
   * A page of the queue carries what the export does (names, destinations) for up to 50 requests:
   * an audited read like the export (`withdrawal.list`: the filter, the page and the tickets
   * answered), so paging through the queue is no way around the export's audit row.
   */
  async withdrawalQueue(by: AuditSource, query: QueueQuery, pagina: number) {
    const filter = this.filter(query);
    const [page, metodi] = await Promise.all([
      listQueue(this.deps.db, filter, this.deps.clock.now(), { offset: (pagina - 1) * QUEUE_PAGE_SIZE, limit: QUEUE_PAGE_SIZE }),
      withdrawalMethods(this.deps.db),
    ]);
    await this.audit.record(by, { action: 'withdrawal.list', after: { filter, pagina, tickets: page.righe.map((r) => r.ticket) } });
    return { ...page, metodi };
  }

  /** The export carries personal data out of the back office: it is an audited action. */
  async withdrawalExport(by: AuditSource, query: QueueQuery) {
    const filter = this.filter(query);
    const { righe } = await listQueue(this.deps.db, filter, this.deps.clock.now(), { offset: 0, limit: EXPORT_MAX_ROWS });
    await this.audit.record(by, { action: 'withdrawal.export', after: { filter, rows: righe.length } });
    return righe;
  }

  /**
   * The search answers e-mail, mobile and codice fiscale of up to 50 players: like opening one
   * player's page, it is an audited read (`player.search`: the query and the ids answered).
   */
  async searchPlayers(by: AuditSource, q: string) {
    const rows = await searchPlayers(this.deps.db, q);
    await this.audit.record(by, { action: 'player.search', after: { q, ids: rows.map((r) => r.id) } });
    return rows;
  }

  /** Opening a player's page reads personal data: audited. */
  async player(by: AuditSource, id: number) {
    const [detail, balance] = await Promise.all([playerDetail(this.deps.db, id), this.deps.balances.get(id)]);
    if (!detail) throw notFound(T.playerNotFound);
    const protection = await playProtectionView(this.deps, this.rg, id);
    await this.audit.record(by, { action: 'player.view', targetUserId: id, target: `player:${id}` });
    const { saldo, prelevabile, bonus, owed, contestato } = balance;
    return { ...detail, ...protection, saldo: { saldo, prelevabile, bonus, debitoStorno: owed, contestato, ...detail.saldo } };
  }

  /** Closes one live session of that player, with its audit row; not found when there is none, or when the id is not a player's (an operator's). */
  async revokePlayerSession(by: AuditSource, id: number, sessionId: string): Promise<void> {
    if (!(await findPlayerSummary(this.deps.db, id))) throw notFound(T.playerNotFound);
    const now = this.deps.clock.now();
    const closed = await this.audit.run(
      by,
      (tx) => repo.revokePlayerSession(tx, id, sessionId, now),
      (row) => ({
        action: 'player.session.revoke',
        targetUserId: id,
        target: `session:${row?.id}`,
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString(), reason: 'operator' },
      }),
      (row) => row !== undefined,
    );
    if (!closed) throw notFound(T.sessionNotFound);
    // This process forgets it at once; the others on NOTIFY session_revoked (trigger on revoked_at).
    this.deps.sessions.onRevokedNotify(sessionId);
  }

  /** Blocks a provisional or validated account and logs the player out (account-block.ts). */
  blockPlayer(by: AuditSource, id: number, motivo: string): Promise<Outcome<null>> {
    return blockPlayer(this.deps, this.audit, by, id, motivo);
  }

  /** Gives an account blocked by the back office its state before the block (account-block.ts). */
  unblockPlayer(by: AuditSource, id: number, motivo: string): Promise<Outcome<null>> {
    return unblockPlayer(this.deps, this.audit, by, id, motivo);
  }

  async addNote(by: AuditSource & { operator: OperatorContext | null }, id: number, testo: string): Promise<void> {
    if (!(await findPlayerSummary(this.deps.db, id))) throw notFound(T.playerNotFound);
    await this.audit.run(
      by,
      (tx) => repo.insertPlayerNote(tx, { userId: id, operatorId: by.operator!.id, body: testo, createdAt: this.deps.clock.now() }),
      (noteId) => ({ action: 'player.note', targetUserId: id, target: `note:${noteId}`, after: { testo } }),
    );
  }
}

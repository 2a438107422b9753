import { NOTIFICATION_TEXT as T } from '@betsite/contract/notification-messages';
import type { TNotification, TSendNotificationBody } from '@betsite/contract/notifications';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import * as repo from './repository.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/** The player's calls of document 1 §7 and the operator's send call; state changes answer how many rows changed. */
export class NotificationService {
  constructor(private readonly deps: Pick<AppDeps, 'db'>) {}

  private get db() {
    return this.deps.db;
  }

  /** GetNotify: the not-archived notifications, newest first; the poll (isPoll) asks only for unread ones. */
  async list(userId: number, isPoll: boolean): Promise<TNotification[]> {
    return (await repo.listForUser(this.db, userId, isPoll)).map(repo.toApi);
  }

  /** One notification of this player; another player's id answers exactly like a missing one. */
  async one(userId: number, id: number): Promise<TNotification | null> {
    const row = await repo.findForUser(this.db, userId, id);
    return row ? repo.toApi(row) : null;
  }

  async markRead(userId: number, id: number): Promise<number> {
    await this.mustOwn(userId, id);
    return repo.setState(this.db, userId, [id], { isRead: true });
  }

  async markAllRead(userId: number): Promise<number> {
    return repo.setState(this.db, userId, 'all', { isRead: true });
  }

  async archive(userId: number, id: number): Promise<number> {
    await this.mustOwn(userId, id);
    return repo.setState(this.db, userId, [id], { archived: true });
  }

  /** SetNotifiesArchived: ids that are not the player's are simply not touched (nothing revealed). */
  async archiveMany(userId: number, ids: number[]): Promise<number> {
    return repo.setState(this.db, userId, [...new Set(ids)], { archived: true });
  }

  /**
   * An operator's notification; `andThen` (its audit row) runs in the same transaction as the
   * inserts. The value is how many players it reached; an unknown player is refused (Sent 0).
   */
  async send(
    operatorId: number,
    body: TSendNotificationBody,
    andThen?: (tx: DbOrTx, sent: number) => Promise<void>,
  ): Promise<Outcome<number, { Sent: number }>> {
    const n = { typeId: body.TypeId, title: body.Title, body: body.Body, params: body.ParamsObj ?? {}, source: `operator:${operatorId}` };
    if (body.UserId !== undefined && !(await repo.userExists(this.db, body.UserId))) return refuse(-404, T.recipientUnknown, { Sent: 0 });
    return this.db.transaction(async (tx) => {
      const count =
        body.UserId !== undefined
          ? (await repo.insertNotification(tx, { ...n, userId: body.UserId }), 1)
          : await repo.insertForSegment(
              tx,
              { statoConto: body.Segment?.StatoConto, registeredFrom: body.Segment?.RegisteredFrom ? new Date(body.Segment.RegisteredFrom) : undefined },
              n,
            );
      await andThen?.(tx, count);
      return count;
    });
  }

  private async mustOwn(userId: number, id: number): Promise<void> {
    if (!(await repo.findForUser(this.db, userId, id))) throw notFound(T.notFound);
  }
}

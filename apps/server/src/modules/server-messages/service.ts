import { SERVER_MESSAGE_TEXT as T, type TServerMessageAdmin, type TServerMessageInput, type TServerMessagePatch } from '@betsite/contract/server-messages';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { sanitizeParameters } from '../../platform/html-sanitizer.ts';
import type { AuditedChanges, AuditSource } from '../backoffice/audit.ts';
import * as repo from './repository.ts';

/** Server messages (document 1 §7): what a page shows now, and the operators' schedule of them. */
export class ServerMessageService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock'>,
    private readonly audit: AuditedChanges,
  ) {}

  /** The messages live now for a trigger, platform and page (the page without its query or hash). */
  async live(q: { trigger: number; platform?: string; page?: string }) {
    const rows = await repo.live(this.deps.db, {
      trigger: q.trigger,
      now: this.deps.clock.now(),
      platform: q.platform,
      page: q.page?.split(/[?#]/)[0] || undefined,
    });
    return rows.map(repo.toApi);
  }

  async all(): Promise<TServerMessageAdmin[]> {
    return (await repo.all(this.deps.db)).map(repo.toAdmin);
  }

  /**
   * A message's body is HTML shown on the site: sanitised on write with the content's allow-list
   * (as content parameters are), so the browser's DOMPurify is not its only guard.
   */
  async create(by: AuditSource, input: TServerMessageInput): Promise<TServerMessageAdmin> {
    const clean = { ...input, Body: await sanitizeParameters(input.Body) };
    return this.audit.run(
      by,
      async (tx) => repo.toAdmin(await repo.insert(tx, clean)),
      (row) => ({ action: 'message.create', target: `message:${row.Id}`, after: row }),
    );
  }

  /** The schedule is checked as it will be after the change, before anything is written. */
  async update(by: AuditSource, id: number, patch: TServerMessagePatch): Promise<TServerMessageAdmin> {
    if (patch.Body !== undefined) patch = { ...patch, Body: await sanitizeParameters(patch.Body) };
    return this.audit
      .run(
        by,
        async (tx) => {
          const cur = await repo.find(tx, id);
          if (!cur) throw notFound(T.notFound);
          const from = patch.ValidFrom === undefined ? cur.validFrom : patch.ValidFrom ? new Date(patch.ValidFrom) : null;
          const to = patch.ValidTo === undefined ? cur.validTo : patch.ValidTo ? new Date(patch.ValidTo) : null;
          if (from && to && to <= from) throw new HttpError(400, T.scheduleInvalid);
          return { before: repo.toAdmin(cur), after: repo.toAdmin((await repo.update(tx, id, patch))!) };
        },
        ({ before, after }) => ({ action: 'message.update', target: `message:${id}`, before, after }),
      )
      .then((r) => r.after);
  }

  /** Retires a message once: retiring one already retired answers it as it is, and writes no audit row (nothing changed). */
  retire(by: AuditSource, id: number): Promise<TServerMessageAdmin> {
    return this.audit
      .run(
        by,
        async (tx) => {
          const row = await repo.retire(tx, id, this.deps.clock.now());
          if (row) return { message: repo.toAdmin(row), row };
          const cur = await repo.find(tx, id);
          if (!cur) throw notFound(T.notFound);
          return { message: repo.toAdmin(cur), row };
        },
        ({ message }) => ({ action: 'message.retire', target: `message:${id}`, after: message }),
        ({ row }) => row !== undefined,
      )
      .then((r) => r.message);
  }
}

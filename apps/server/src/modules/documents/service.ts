import { DOCUMENT_REVIEW_HOURS } from '@betsite/contract/document-rules';
import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TEXT, type TDocumentsData, type TPlayerDocument } from '@betsite/contract/documents';
import { DEADLINE_TEXT, DOCUMENT_STATE, documentDeadline, type Deadline, type DocumentSide } from '@betsite/domain/document-deadline';
import type { AppDeps } from '../../deps.ts';
import { fieldError } from '../../platform/errors.ts';
import { isRefusal, refuse, type Outcome } from '../../platform/outcome.ts';
import { sectionGate } from '../profile/section-guard.ts';
import type { DocumentStorage } from './storage.ts';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { notify } from '../notifications/notify.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { findUserById, validateProvisional, type UserRow } from '../users/repository.ts';
import { lockPlayer, showExclusionOnValidation } from '../responsible-gaming/repository.ts';
import * as repo from './repository.ts';
import { loadOperator, type OperatorContext } from '../../platform/operator-guard.ts';

type User = UserRow;
const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const DAY_MS = 86_400_000;
/**
 * Files a player may upload in 24 hours (a front and a back count two). Ten is five complete
 * submissions: room for a refusal or two and a wrong photo, never a flood of the review queue or
 * of the storage (at most 100 MB a day per player).
 */
export const DOCUMENT_UPLOADS_PER_DAY = 10;
const itDate = (d: string) => new Date(d).toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' });

export function deadlineMessage(d: Deadline): string | null {
  if (d.phase === 'due') return DEADLINE_TEXT.due(d.daysLeft, itDate(d.dueAt));
  if (d.phase === 'suspended') return DEADLINE_TEXT.suspended(itDate(d.closesAt));
  if (d.phase === 'closed') return DEADLINE_TEXT.closed;
  if (d.phase === 'submitted') return DEADLINE_TEXT.submitted;
  return null;
}

/** The deadline of a player's documents, from their uploads (used by the deposit gate too). */
export async function deadlineFor(deps: Pick<AppDeps, 'db' | 'clock'>, user: Pick<User, 'id' | 'statoConto' | 'createdAt'>): Promise<Deadline> {
  const rows = user.statoConto === 1 ? repo.latestPerSide(await repo.listForUser(deps.db, user.id)) : [];
  const sides: Partial<Record<DocumentSide, number>> = {};
  for (const r of rows) sides[r.side as DocumentSide] = r.stato;
  return documentDeadline({ statoConto: user.statoConto, openedAt: user.createdAt, sides, now: deps.clock.now() });
}

const toDto = (r: repo.DocumentRow): TPlayerDocument => ({
  Id: r.id,
  lato: r.side as DocumentSide,
  stato: r.stato,
  statoDescrizione: DOCUMENT_TEXT.stateNames[r.stato] ?? 'Non valido',
  motivo: r.reason,
  mime: r.mime,
  caricatoIl: r.uploadedAt.toISOString(),
  verificatoIl: r.reviewedAt?.toISOString() ?? null,
});

export interface UploadedFile {
  side: DocumentSide;
  bytes: Buffer;
}

/** Documents of the Documenti tab and their review by operators. */
export class DocumentsService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site' | 'outbox'>,
    private readonly storage: DocumentStorage,
  ) {}

  /** The operator behind a back-office session (roles and permissions), or null. */
  operator(userId: number): Promise<OperatorContext | null> {
    return loadOperator(this.deps.db, userId);
  }

  private user(userId: number): Promise<User | undefined> {
    return findUserById(this.deps.db, userId);
  }

  async list(userId: number): Promise<Outcome<TDocumentsData>> {
    const user = await this.user(userId);
    if (!user) return refuse(-1, DOCUMENT_TEXT.notAvailable);
    const [rows, deadline, profile] = await Promise.all([
      repo.listForUser(this.deps.db, userId),
      deadlineFor(this.deps, user),
      repo.documentsSummary(this.deps.db, userId),
    ]);
    return {
      documenti: repo.latestPerSide(rows).map(toDto),
      scadenza: { ...deadline, message: deadlineMessage(deadline) },
      statoDocumenti: profile,
    };
  }

  /** The refusal of a player who has used up the day's uploads (checked before the body is read too), or null. */
  async quotaRefusal(userId: number, incoming = 1, db: DbOrTx = this.deps.db) {
    const since = new Date(this.deps.clock.now().getTime() - DAY_MS);
    const used = await repo.countUploadsSince(db, userId, since);
    return used + incoming > DOCUMENT_UPLOADS_PER_DAY ? refuse(-1, DOCUMENT_TEXT.dailyLimit) : null;
  }

  /**
   * Checks every file first (type by content, never by name or header), then stores them and
   * records the rows in one transaction; nothing is written when one file is refused. A new upload
   * of a side supersedes the player's earlier uploads of that side still awaiting review (their
   * files are removed once the new rows are committed), so the operators' queue holds at most one
   * document per side and player. At most DOCUMENT_UPLOADS_PER_DAY files in 24 hours, counted in the
   * database under the player's lock (a new login gives no new budget). The value is the tab as it
   * is after the upload.
   */
  async upload(userId: number, files: UploadedFile[], log?: { warn(obj: unknown, msg: string): void }): Promise<Outcome<TDocumentsData>> {
    const user = await this.user(userId);
    if (!user) return refuse(-1, DOCUMENT_TEXT.notAvailable);
    const blocked = await sectionGate(this.deps, user, 'documenti');
    if (blocked) return blocked;
    if ((await deadlineFor(this.deps, user)).phase === 'closed') return refuse(-1, DOCUMENT_TEXT.closed);
    if (files.length === 0) throw fieldError('fronte', DOCUMENT_TEXT.noFile);
    const checked: { side: DocumentSide; bytes: Buffer; mime: string }[] = [];
    for (const f of files) {
      const type = await fileTypeFromBuffer(f.bytes);
      if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) throw fieldError(f.side, DOCUMENT_TEXT.badType);
      checked.push({ ...f, mime: type.mime });
    }
    // Before writing any file; counted again under the lock below (two uploads at once).
    const overQuota = await this.quotaRefusal(userId, checked.length);
    if (overQuota) return overQuota;
    const stored: repo.DocumentInsert[] = [];
    for (const f of checked) {
      const storageKey = `${userId}/${f.side}-${randomUUID()}.${EXTENSION[f.mime]}`;
      await this.storage.put(storageKey, f.bytes, f.mime);
      stored.push({
        userId,
        side: f.side,
        storageKey,
        mime: f.mime,
        size: f.bytes.length,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        stato: DOCUMENT_STATE.PENDING,
        uploadedAt: this.deps.clock.now(),
      });
    }
    const written = stored.map((r) => r.storageKey);
    const outcome = await this.deps.db
      .transaction(async (tx) => {
        // The player's row first: uploads and reviews of this player queue here (review() takes the
        // same lock), so the count is exact and a document is never reviewed while superseded.
        await lockPlayer(tx, userId);
        const refusal = await this.quotaRefusal(userId, stored.length, tx);
        if (refusal) return refusal;
        const sides = stored.map((r) => r.side);
        const superseded = await repo.supersedePending(tx, userId, sides, DOCUMENT_TEXT.superseded);
        await repo.insertUploads(tx, stored);
        // An upload always awaits review, an approved player's new document included: the operator
        // verifies it before the summary says validated again (review() recomputes it).
        await repo.setDocumentsSummary(tx, userId, DOCUMENT_STATE.PENDING);
        return { superseded };
      })
      .catch(async (err: unknown) => {
        // Nothing recorded: the files just written go too (kept if a row points at them after all).
        await this.removeFiles(written, [], log);
        throw err;
      });
    if (isRefusal(outcome)) {
      await this.removeFiles(written, [], log);
      return outcome;
    }
    // After the commit: a failure here leaves a file behind, never a row without its file.
    await this.removeFiles(
      outcome.superseded.map((r) => r.storageKey),
      outcome.superseded.map((r) => r.id),
      log,
    );
    return this.list(userId);
  }

  /** Removes files no other document points at (`exceptIds`: the rows being let go); failures are logged, not thrown. */
  private async removeFiles(keys: string[], exceptIds: number[], log?: { warn(obj: unknown, msg: string): void }): Promise<void> {
    if (keys.length === 0) return;
    try {
      const used = await repo.keysStillUsed(this.deps.db, keys, exceptIds);
      for (const key of keys.filter((k) => !used.has(k))) {
        await this.storage.delete(key).catch((err: unknown) => log?.warn({ err, key }, 'documento: file non rimosso dallo storage'));
      }
    } catch (err) {
      log?.warn({ err, keys }, 'documento: file non rimossi dallo storage');
    }
  }

  /** The image itself, only to its owner or an operator; anything else is the same refusal. */
  /** The image, to its owner or to a reviewing operator (`operator`: checked by the caller); null otherwise. */
  async file(auth: { userId: number }, id: number, operator: boolean): Promise<{ bytes: Buffer; mime: string; userId: number } | null> {
    const row = await repo.findById(this.deps.db, id);
    if (!row || (row.userId !== auth.userId && !operator)) return null;
    const bytes = await this.storage.get(row.storageKey);
    return bytes ? { bytes, mime: row.mime, userId: row.userId } : null;
  }

  async pending(stato: number) {
    const rows = await repo.listByState(this.deps.db, stato);
    const now = this.deps.clock.now().getTime();
    return rows.map((r) => {
      const due = r.doc.uploadedAt.getTime() + DOCUMENT_REVIEW_HOURS * 3_600_000;
      return {
        ...toDto(r.doc),
        userId: r.doc.userId,
        username: r.username,
        contratto: r.contratto,
        nome: r.nome,
        cognome: r.cognome,
        verificaEntro: new Date(due).toISOString(),
        inRitardo: r.doc.stato === DOCUMENT_STATE.PENDING && now > due,
      };
    });
  }

  /**
   * Approve or refuse, keeping the reason. When both sides of a provisional account are approved the
   * account is validated; the player sees the outcome on the tab and gets an e-mail.
   */
  async review(
    operatorId: number,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
    /** The audit row of the decision, written in the transaction that records it. */
    audit: (tx: DbOrTx, row: { id: number; userId: number; side: string }, before: { stato: number }) => Promise<void> = async () => {},
  ): Promise<Outcome<null>> {
    const now = this.deps.clock.now();
    // One transaction for the decision and everything it implies (summary, validation, notification,
    // audit row): a failure anywhere leaves the document pending, so the operator can decide again.
    const decided = await this.deps.db.transaction(async (tx) => {
      const owner = await repo.pendingOwner(tx, id);
      if (owner === undefined) return undefined;
      // The player's row first: two sides decided at once by two operators queue here, so the second
      // sees the first's decision and validates the account when both are approved.
      const user = await lockPlayer(tx, owner);
      if (!user) return undefined;
      const row = await repo.review(tx, id, {
        stato: decision.approve ? DOCUMENT_STATE.APPROVED : DOCUMENT_STATE.REFUSED,
        reason: decision.approve ? null : decision.reason,
        by: operatorId,
        at: now,
      });
      if (!row) return undefined;
      const latest = repo.latestPerSide(await repo.listForUser(tx, user.id));
      const side = row.side === 'fronte' ? 'il fronte' : 'il retro';
      const allApproved = (['fronte', 'retro'] as const).every((s) => latest.find((r) => r.side === s)?.stato === DOCUMENT_STATE.APPROVED);
      const summary = allApproved
        ? DOCUMENT_STATE.APPROVED
        : latest.some((r) => r.stato === DOCUMENT_STATE.REFUSED)
          ? DOCUMENT_STATE.REFUSED
          : DOCUMENT_STATE.PENDING;
      await repo.setDocumentsSummary(tx, user.id, summary);
      // Decided on the state the database holds now (an operator may have blocked the account since it was read).
      if (allApproved) {
        await validateProvisional(tx, user.id);
        await showExclusionOnValidation(tx, user.id, now);
      }
      // The player is told in the site too (bell and push), once per document.
      await notify(tx, {
        userId: user.id,
        typeId: NOTIFICATION_TYPES.Comunicazione,
        title: decision.approve ? 'Documento verificato' : 'Documento non accettato',
        body: decision.approve
          ? `Abbiamo verificato ${side} del tuo documento d'identità.${allApproved ? ' Il tuo conto è ora validato.' : ''}`
          : `Non abbiamo potuto accettare ${side} del tuo documento d'identità: ${decision.reason}. Caricalo di nuovo dalla sezione Documenti del tuo profilo.`,
        params: { DocumentId: row.id, Stato: row.stato },
        dedupeKey: `document:${row.id}`,
      });
      await audit(tx, row, { stato: DOCUMENT_STATE.PENDING });
      return { row, user, side, allApproved };
    });
    if (!decided) return refuse(-1, DOCUMENT_TEXT.notPending);
    const { row, user, side, allApproved } = decided;
    await this.deps.outbox.send({
      channel: 'email',
      recipient: user.email,
      subject: decision.approve ? 'Documento verificato' : 'Documento non accettato',
      body: decision.approve
        ? `Ciao ${user.nome},\n\nabbiamo verificato ${side} del tuo documento d'identità.${allApproved ? ' Il tuo conto è ora validato.' : ''}`
        : `Ciao ${user.nome},\n\nnon abbiamo potuto accettare ${side} del tuo documento d'identità: ${decision.reason}\nCaricalo di nuovo dalla sezione Documenti del tuo profilo.`,
      meta: { purpose: 'document-review', documentId: row.id },
    });
    return null;
  }
}

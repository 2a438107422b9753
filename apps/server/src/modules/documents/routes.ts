import type { DbOrTx } from '../wallet/ledger.ts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TEXT, ZDocumentIdQuery } from '@betsite/contract/documents';
import type { DocumentSide } from '@betsite/domain/document-deadline';
import type { AppDeps } from '../../deps.ts';
import { requireAuth } from '../../platform/auth.ts';
import { envelope } from '../../platform/outcome.ts';
import { callRoute } from '../../platform/call-route.ts';
import * as calls from '@betsite/contract/calls/profile';
import * as bo from '@betsite/contract/calls/backoffice';
import { requirePermission } from '../../platform/operator-guard.ts';
import { hasPermission } from '@betsite/domain/backoffice-roles';
import { writeAudit } from '../backoffice/audit.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import { type UploadedFile } from './service.ts';
import { type DocumentStorage } from './storage.ts';
import { DEMO_DOCUMENT_KEYS, DEMO_DOCUMENT_PNG } from './demo-files.ts';
import { API } from '@betsite/contract/api-paths';
import { perPlayer } from '../../platform/session-rate-limits.ts';
import type { Services } from '../../services.ts';

/** The demo rows (seed/profile.ts) point at these files: put them in the storage when missing. */
async function ensureDemoDocumentFiles(storage: DocumentStorage): Promise<void> {
  for (const key of Object.values(DEMO_DOCUMENT_KEYS)) {
    if (await storage.get(key)) continue;
    // Another process starting at the same moment may have written it first: that is fine.
    await storage.put(key, DEMO_DOCUMENT_PNG, 'image/png').catch(async (err: unknown) => {
      if (!(await storage.get(key))) throw err;
    });
  }
}

const tags = ['documenti'];
const operatorTags = ['documenti (operatori)'];
const SIDES: readonly string[] = ['fronte', 'retro'];

const badField = (reply: FastifyReply, field: string, message: string) =>
  reply.status(400).send({ ResponseCode: -400, ResponseMessage: message, ResponseData: null, errors: [{ field, message }] });

/**
 * Reads the multipart body: at most one file per side ('fronte', 'retro'), each at most 10 MB.
 * Anything else in the body is refused rather than ignored.
 */
async function readFiles(req: FastifyRequest): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for await (const part of req.parts()) {
    if (part.type !== 'file' || !SIDES.includes(part.fieldname)) throw fieldError(part.fieldname || 'fronte', DOCUMENT_TEXT.noFile);
    const side = part.fieldname as DocumentSide;
    if (files.some((f) => f.side === side)) throw fieldError(side, DOCUMENT_TEXT.noFile);
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw fieldError(side, DOCUMENT_TEXT.tooLarge);
    if (bytes.length > 0) files.push({ side, bytes });
  }
  return files;
}

/** Documenti (document 2 §2, §7 "Other": the upload call is not named by the specification). */
export const documentRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = services.documentStorage;
    const service = services.documents;
    if (deps.config.SEED) await ensureDemoDocumentFiles(storage);
    const auth = requireAuth(deps.sessions);
    // The image is read by its owner (a player session) or by a reviewing operator (a back-office one).
    const ownerOrReviewer = requireAuth(deps.sessions, 'either');
    const operator = requirePermission(deps, 'documents.review');
    /** Whether this request comes from a back-office session of an operator who reviews documents. */
    const reviewer = async (req: FastifyRequest) => {
      if (req.auth?.scope !== 'backoffice') return false;
      const op = await services.documents.operator(req.auth.userId);
      if (!op || !hasPermission(op.roles, 'documents.review')) return false;
      req.operator = op;
      return true;
    };
    const auditReview =
      (req: FastifyRequest, action: string, motivo: string | null) =>
      async (tx: DbOrTx, row: { id: number; userId: number; side: string }, before: { stato: number }) =>
        writeAudit(tx, deps.clock, req, { action, targetUserId: row.userId, target: `document:${row.id}`, before, after: { side: row.side, motivo } });
    // Registered in this plugin only: multipart is accepted by the upload call and nowhere else.
    await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 0, parts: 3, headerPairs: 50 } });

    await callRoute(app, calls.GetDocumenti, { tags, preValidation: auth }, async (req) => envelope(await service.list(req.auth!.userId)));

    // Written by hand, not with callRoute: the body is multipart (the files 'fronte' and 'retro'),
    // which a definition's zod body cannot describe, and a refused file answers 400 with the field
    // (badField) from inside the handler. The answer is read on the web through the definition
    // (profile.UploadDocumenti); call-route.test.ts lists this call as the one exception.
    app.post(
      API.Account.UploadDocumenti,
      // Per player, not per session: logging in again gives no new budget (the daily quota is the service's).
      { schema: { tags, consumes: ['multipart/form-data'] }, preValidation: auth, config: { rateLimit: perPlayer(deps.sessions, 5) } },
      async (req, reply) => {
        if (!req.isMultipart()) return badField(reply, 'fronte', DOCUMENT_TEXT.noFile);
        // A player past the day's quota is refused before up to 20 MB of body is read.
        const overQuota = await service.quotaRefusal(req.auth!.userId);
        if (overQuota) return envelope(overQuota);
        let files: UploadedFile[];
        try {
          files = await readFiles(req);
        } catch (err) {
          if (err instanceof HttpError && err.field !== undefined) return badField(reply, err.field, err.message);
          if (err instanceof app.multipartErrors.RequestFileTooLargeError) return badField(reply, 'fronte', DOCUMENT_TEXT.tooLarge);
          // Any other failure to read the body is the body's: limits passed, no boundary, a form cut
          // short (busboy's plain Errors carry no status). A 400, never a 500.
          return badField(reply, 'fronte', DOCUMENT_TEXT.noFile);
        }
        try {
          return envelope(await service.upload(req.auth!.userId, files, req.log), DOCUMENT_TEXT.uploaded);
        } catch (err) {
          if (err instanceof HttpError && err.field !== undefined) return badField(reply, err.field, err.message);
          throw err;
        }
      },
    );

    /**
     * The image, to its owner or an operator only; never a static file. Written by hand, not with
     * callRoute: the answer is the image, not the envelope (call-route.test.ts lists
     * backoffice.GetDocumento among the exceptions).
     */
    app.get(API.Account.GetDocumento, { schema: { tags, querystring: ZDocumentIdQuery }, preValidation: ownerOrReviewer }, async (req, reply) => {
      const asOperator = await reviewer(req);
      const f = await service.file(req.auth!, req.query.id, asOperator);
      if (!f) throw new HttpError(403, DOCUMENT_TEXT.notAvailable);
      if (asOperator && f.userId !== req.auth!.userId)
        await services.audit.record(req, { action: 'document.view', targetUserId: f.userId, target: `document:${req.query.id}` });
      return reply
        .header('content-type', f.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(f.bytes);
    });

    const admin = { tags: operatorTags, preValidation: operator };
    await callRoute(app, bo.Documenti, admin, async (req) => envelope(await service.pending(req.query.stato)));
    await callRoute(app, bo.ApprovaDocumento, admin, async (req) =>
      envelope(await service.review(req.auth!.userId, req.body.id, { approve: true }, auditReview(req, 'document.approve', null)), DOCUMENT_TEXT.approved),
    );
    await callRoute(app, bo.RifiutaDocumento, admin, async (req) =>
      envelope(
        await service.review(req.auth!.userId, req.body.id, { approve: false, reason: req.body.motivo }, auditReview(req, 'document.refuse', req.body.motivo)),
        DOCUMENT_TEXT.refused,
      ),
    );
  };

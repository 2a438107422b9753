import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { DOCUMENT_TEXT } from './document-rules.ts';
export * from './document-rules.ts';

export const ZDocumentSide = z.enum(['fronte', 'retro']);

export const ZPlayerDocument = z.object({
  Id: z.number().int(),
  lato: ZDocumentSide,
  stato: z.number().int(),
  statoDescrizione: z.string(),
  motivo: z.string().nullable(),
  mime: z.string(),
  caricatoIl: z.string(),
  verificatoIl: z.string().nullable(),
});
export type TPlayerDocument = z.infer<typeof ZPlayerDocument>;

export const ZDocumentDeadline = z.object({
  phase: z.enum(['none', 'submitted', 'due', 'suspended', 'closed']),
  dueAt: z.string(),
  closesAt: z.string(),
  daysLeft: z.number().int(),
  message: z.string().nullable(),
});

export const ZDocumentsData = z.object({ documenti: z.array(ZPlayerDocument), scadenza: ZDocumentDeadline, statoDocumenti: z.number().int().nullable() });
export type TDocumentsData = z.infer<typeof ZDocumentsData>;
export const ZDocumentsResponse = ZEnvelope(ZDocumentsData);

export const ZDocumentIdQuery = z.object({
  id: z.coerce.number({ error: REQUIRED }).int({ error: REQUIRED }).min(1, { error: REQUIRED }).max(2_000_000_000, { error: REQUIRED }),
});

/** Operator review (back office). */
export const ZOperatorDocumentsQuery = z.object({ stato: z.coerce.number().int().min(0).max(3).default(3) });
export const ZOperatorDocument = ZPlayerDocument.extend({
  userId: z.number().int(),
  username: z.string(),
  contratto: z.string(),
  nome: z.string(),
  cognome: z.string(),
  /** Upload + DOCUMENT_REVIEW_HOURS (72 h): when the verification is due (issue 35). */
  verificaEntro: z.string(),
  /** Still awaiting review after its deadline. */
  inRitardo: z.boolean(),
});
export const ZOperatorDocumentsResponse = ZEnvelope(z.array(ZOperatorDocument));
export const ZApproveDocumentRequest = z.object({ id: ZDocumentIdQuery.shape.id });
export const ZRefuseDocumentRequest = z.object({
  id: ZDocumentIdQuery.shape.id,
  motivo: z
    .string({ error: DOCUMENT_TEXT.reasonRequired })
    .trim()
    .min(3, { error: DOCUMENT_TEXT.reasonRequired })
    .max(500, { error: 'Massimo 500 caratteri' })
    .refine((s) => !s.includes('\u0000'), { error: DOCUMENT_TEXT.reasonRequired }),
});
export const ZDocumentReviewResponse = ZEnvelope(z.null());

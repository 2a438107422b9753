import { z, REQUIRED, zPlainOptional, zPlainRequired } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { ZEmail, ZMobileIt } from './account-fields.ts';
export * from './affiliate-options.ts';

const optionalText = (max: number) =>
  zPlainOptional(max)
    .optional()
    .transform((v) => v || null);
const yesNo = z.enum(['1', '0'], { error: REQUIRED });

/**
 * The affiliate form (document 2 §3). It travels form-encoded, so every value is a string.
 * Required as §5 says, plus company name and 'already a client', whose labels are marked required.
 */
export const ZAffiliateFields = z.object({
  fname: zPlainRequired(100),
  rsociale: zPlainRequired(150),
  iscliente: yesNo,
  userid: optionalText(50),
  cellulare: ZMobileIt,
  email: ZEmail,
  provincia: zPlainRequired(50),
  social: optionalText(300),
  fatturato: optionalText(50),
  iscommerciale: yesNo,
  annisettore: z.enum(['nessuna', '1-anno', '1-3anni', 'piu'], { error: REQUIRED }),
  infos: optionalText(2000),
  umail: optionalText(254),
  host: optionalText(253),
  request: z.literal('affiliazione', { error: 'Richiesta non valida' }),
});

/** The user id only applies to players who are already clients. */
export const ZAffiliateRequest = ZAffiliateFields.transform((v) => ({ ...v, userid: v.iscliente === '1' ? v.userid : null }));
export type TAffiliateRequest = z.input<typeof ZAffiliateRequest>;

export const ZAffiliateApplyResponse = ZEnvelope(z.object({ success: z.boolean(), id: z.number().int() }));
export type TAffiliateApplyResponse = z.infer<typeof ZAffiliateApplyResponse>;

export const ZAffiliateApplication = z.object({
  id: z.number().int(),
  fname: z.string(),
  rsociale: z.string(),
  iscliente: z.string(),
  userid: z.string().nullable(),
  cellulare: z.string(),
  email: z.string(),
  provincia: z.string(),
  social: z.string().nullable(),
  fatturato: z.string().nullable(),
  iscommerciale: z.string(),
  annisettore: z.string(),
  infos: z.string().nullable(),
  umail: z.string().nullable(),
  host: z.string().nullable(),
  request: z.string(),
  createdAt: z.string(),
});
export const ZAffiliateApplicationsResponse = ZEnvelope(z.array(ZAffiliateApplication));
export type TAffiliateApplication = z.infer<typeof ZAffiliateApplication>;

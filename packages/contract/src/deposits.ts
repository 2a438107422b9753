import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { DEPOSIT_TEXT } from './deposit-messages.ts';

export { BANK_BENEFICIARY, DEPOSIT_CODES, RESULT_STATUSES, type TResultStatus } from './deposit-codes.ts';

/** Promo code: optional; letters and digits only (absent for scratch-card deposits). */
export const ZPromoCode = z
  .string()
  .trim()
  .max(20, { error: DEPOSIT_TEXT.promoInvalid })
  .regex(/^[A-Za-z0-9]*$/, { error: DEPOSIT_TEXT.promoInvalid });

/** Amount in integer cents. */
export const ZCents = z
  .number({ error: REQUIRED })
  .int({ error: 'Importo non valido' })
  .positive({ error: 'Importo non valido' })
  .max(100_000_000, { error: 'Importo non valido' });

/** POST api/Account/Ricarica (document 3 §3 "Deposit request"). `type` is the method Id or Name. */
export const ZRicaricaRequest = z.object({
  promo: ZPromoCode.optional().nullable(),
  cookie: z.string().max(200).optional().nullable(),
  domain: z.string().max(200).optional().nullable(),
  primaricarica: z.boolean().optional().nullable(),
  email: z.string().trim().max(200).optional().nullable(),
  isMobile: z.boolean().optional().nullable(),
  type: z.union([z.number().int().positive(), z.string().trim().min(1, { error: REQUIRED }).max(60)], { error: REQUIRED }),
  importo: ZCents,
  /** Scratch code, XElektra card number or MasterCard VIP number. */
  code: z.string().trim().max(40).optional().nullable(),
  metodo: z.enum(['Deposit', 'Confirm']).default('Deposit'),
  otp: z.string().trim().max(10).optional().nullable(),
  transactionId: z.string().trim().max(64).optional().nullable(),
});
export type TRicaricaRequest = z.input<typeof ZRicaricaRequest>;

/** How the client hands the player to the provider (document 3 §4). */
export const HANDOFFS = ['redirect', 'form', 'modal', 'qr', 'otp', 'bank', 'done'] as const;
export type THandoff = (typeof HANDOFFS)[number];

export const ZBankDetails = z.object({
  beneficiario: z.string(),
  banca: z.string(),
  iban: z.string(),
  bic: z.string(),
  causale: z.string(),
});

/** Ricarica reply data; the legacy per-provider field names are kept where the spec lists them. */
export const ZRicaricaData = z.object({
  transactionId: z.string(),
  handoff: z.enum(HANDOFFS),
  /** Deposit status right now (done for scratch cards and confirmed XElektra codes). */
  status: z.enum(['created', 'pending', 'success', 'failed', 'cancelled']),
  amount: z.number().int(),
  price: z.number().int(),
  redirectUrl: z.string().nullable().optional(),
  checkoutUrl: z.string().nullable().optional(),
  page: z.string().nullable().optional(),
  redirect: z.boolean().nullable().optional(),
  ApcoUrl: z.string().nullable().optional(),
  FullXml: z.string().nullable().optional(),
  xmlString: z.string().nullable().optional(),
  datiSkrill: z.record(z.string(), z.string()).nullable().optional(),
  /** Form post hand-off (Skrill, card gateway, Poste, Apco): where and what to post. */
  formAction: z.string().nullable().optional(),
  formFields: z.record(z.string(), z.string()).nullable().optional(),
  /** QR hand-off (quick deposit): the link the QR encodes, amount × 100 in it. */
  qrUrl: z.string().nullable().optional(),
  /** Modal hand-off (pay in shop): the code shown to the cashier and the cashier's page. */
  payCode: z.string().nullable().optional(),
  bank: ZBankDetails.nullable().optional(),
  /** XElektra: the masked mobile number the SMS went to. */
  maskedMobile: z.string().nullable().optional(),
});
export type TRicaricaData = z.infer<typeof ZRicaricaData>;
export const ZRicaricaResponse = ZEnvelope(ZRicaricaData);
export type TRicaricaResponse = z.infer<typeof ZRicaricaResponse>;

/** POST api/Account/DepositWithPaas. */
export const ZPaasRequest = z.object({
  cookie: z.string().max(200).optional().nullable(),
  domain: z.string().max(200).optional().nullable(),
  primaricarica: z.boolean().optional().nullable(),
  email: z.string().max(200).optional().nullable(),
  isMobile: z.boolean().optional().nullable(),
});
export const ZPaasResponse = ZEnvelope(z.object({ endpoint: z.string(), token: z.string() }));

/** What a result confirmation answers: esito OK / KO / PENDING and the deposit's status. */
export const ZConfirmData = z.object({
  esito: z.enum(['OK', 'KO', 'PENDING']),
  status: z.enum(['success', 'failed', 'pending', 'return']),
  transactionId: z.string().nullable(),
  amount: z.number().int().nullable(),
});
export type TConfirmData = z.infer<typeof ZConfirmData>;
export const ZConfirmResponse = ZEnvelope(ZConfirmData);
export type TConfirmResponse = z.infer<typeof ZConfirmResponse>;

const id = (max = 80) => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max);
const opt = (max = 200) => z.string().trim().max(max).optional();

export const ZNetellerQuery = z.object({ payment_id: id(), status: opt(40) });
export const ZPaysafeQuery = z.object({ payment_id: id(), mtid: opt(80) });
export const ZPaypalQuery = z.object({
  token: id(),
  payerEmail: opt(),
  payerId: opt(80),
  PayerID: opt(80),
  playerId: opt(40),
  pspTran: opt(80),
  depositoVeloce: opt(10),
});
/** Poste, Safecharge and Skrill: the provider's query string is passed through as it came. */
export const ZPassThroughQuery = z.record(z.string(), z.string().max(500));
export const ZTransactionQuery = z.object({ transactionId: id(64) });

export const ZDepositStatusResponse = ZEnvelope(
  z.object({ transactionId: z.string(), status: z.enum(['created', 'pending', 'success', 'failed', 'cancelled']), amount: z.number().int() }),
);
export const ZCheckPrimaRicaricaResponse = ZEnvelope(z.boolean());

/** Result route statuses (document 3 §2). */

import { z } from './zod.ts';
import { ZEnvelope } from './envelope.ts';

/**
 * Payment methods and balance (document 3 §3, §7). Shared by deposits and withdrawals:
 * the withdrawal schemas are appended below by that area.
 */

/** A payment method with its legacy field names; amounts in cents, slot times 'HH:mm:ss'. */
export const ZPaymentMethod = z.object({
  Id: z.number().int(),
  Name: z.string(),
  NameLong: z.string(),
  Description: z.string(),
  MinAmount: z.number().int(),
  MaxAmount: z.number().int().nullable(),
  InfoMessage: z.string(),
  AdditionalCost: z.string(),
  DeliveryTimeMessage: z.string(),
  /** True for deposit methods (Ricarica_*), false for withdrawal methods (Prelievo_*). */
  Withdrawal_Recharge: z.boolean(),
  Testing: z.boolean(),
  TimeSlot_MinAmount: z.number().int().nullable(),
  TimeSlot_MaxAmount: z.number().int().nullable(),
  TimeSlot_From: z.string().nullable(),
  TimeSlot_To: z.string().nullable(),
  /** Icon path under the web app's storage (/payments/<brand>.webp). */
  Icon: z.string(),
  ViewOrder: z.number().int(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Prelievo=true: withdrawal methods; false: deposit methods; null or absent: all. */
export const ZGetMetodiPagamentoQuery = z.object({
  Prelievo: z.enum(['true', 'false', 'null', 'True', 'False'], { error: 'Valore non valido: usare true, false o null' }).optional(),
});
export const ZGetMetodiPagamentoResponse = ZEnvelope(z.array(ZPaymentMethod));

/** The legacy client passes its session as `cookie`; the bearer token is what authenticates. */
export const ZCookieQuery = z.object({ cookie: z.string().max(200).optional() });

/** GetSaldo: soldi (playable: cash + bonus) and prelevabile (withdrawable cash), in cents. */
export const ZSaldo = z.object({ soldi: z.number().int(), prelevabile: z.number().int() });
export type TSaldo = z.infer<typeof ZSaldo>;
export const ZGetSaldoResponse = ZEnvelope(ZSaldo);

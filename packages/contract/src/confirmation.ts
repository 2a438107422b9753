import { z } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { RECOVERY_TEXT } from './recovery-messages.ts';

/** POST /api/Account/ConfirmMobile {code}: the SMS code, 6 digits. */
export const ZConfirmMobileRequest = z.object({
  code: z
    .string({ error: RECOVERY_TEXT.codeRequired })
    .trim()
    .min(1, { error: RECOVERY_TEXT.codeRequired, abort: true })
    .regex(/^\d{6}$/, { error: RECOVERY_TEXT.codeRequired }),
});
export type TConfirmMobileRequest = z.infer<typeof ZConfirmMobileRequest>;

/** The legacy reply reads ErrorCode (0 = verified). */
export const ZConfirmMobileResponse = z.object({ ErrorCode: z.number().int(), ErrorMessage: z.string().nullable() });
export type TConfirmMobileResponse = z.infer<typeof ZConfirmMobileResponse>;

/** POST /api/Account/SendConfirmMobile (path not shown in the specification): sends the SMS code. */
export const ZSendConfirmMobileResponse = ZEnvelope(z.object({ maskedMobile: z.string() }));
export type TSendConfirmMobileResponse = z.infer<typeof ZSendConfirmMobileResponse>;

import { ZEnvelope } from './envelope.ts';
import { z, zOptionalText, zRequired, zDateTime } from './zod.ts';
import { SERVER_MESSAGE_TEXT } from './server-message-rules.ts';
import { isInternalPath } from './internal-path.ts';
export * from './server-message-rules.ts';

const T = SERVER_MESSAGE_TEXT;

export const ZServerMessage = z.object({
  Id: z.number().int(),
  Title: z.string(),
  SubTitle: z.string().nullable(),
  Body: z.string(),
  ImageUrl: z.string().nullable(),
  ImageLinkUrl: z.string().nullable(),
  AttachmentUrl: z.string().nullable(),
  Button_Text: z.string().nullable(),
  Button_ExternalLink: z.string().nullable(),
  Button_InternalLink: z.string().nullable(),
  Button_Action: z.string().nullable(),
  TemplateId: z.number().int(),
  SpecificPage: z.string().nullable(),
  MaxVisualization_Number: z.number().int(),
});
export type TServerMessage = z.infer<typeof ZServerMessage>;

export const ZGetMessagesQuery = z.object({
  trigger: z.coerce
    .number({ error: T.triggerInvalid })
    .int({ error: T.triggerInvalid })
    .min(1, { error: T.triggerInvalid })
    .max(3, { error: T.triggerInvalid }),
  page: z.string().max(300).optional(),
  platform: z.enum(['web', 'app', 'all']).optional(),
});
export const ZGetMessagesResponse = ZEnvelope(z.array(ZServerMessage));
export type TGetMessagesResponse = z.infer<typeof ZGetMessagesResponse>;

// Strings carry no NUL: the contract's `z.string()` refuses it (nul-safe-zod.ts).
const zOptText = (max: number) => zOptionalText(max).nullable().optional();
/** Links in messages: https or an internal path (never javascript:, data: or protocol-relative, `/\host` included). */
const zLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || isInternalPath(v), { error: T.linkInvalid })
  .nullable()
  .optional();

/** Operator API: create (all required fields) or change (any subset) a server message. */
const messageFields = {
  Trigger: z.number({ error: T.triggerInvalid }).int().min(1, { error: T.triggerInvalid }).max(3, { error: T.triggerInvalid }),
  TemplateId: z.number({ error: T.templateInvalid }).int().min(1, { error: T.templateInvalid }).max(2, { error: T.templateInvalid }),
  Title: zRequired(200),
  SubTitle: zOptText(300),
  Body: zRequired(5000),
  ImageUrl: zLink,
  ImageLinkUrl: zLink,
  AttachmentUrl: zLink,
  Button_Text: zOptText(60),
  Button_ExternalLink: zLink,
  Button_InternalLink: zLink,
  Button_Action: zOptText(60),
  SpecificPage: z.string().trim().max(300).refine(isInternalPath, { error: T.pageInvalid }).nullable().optional(),
  MaxVisualization_Number: z.number().int().min(0).max(1000).optional(),
  Platform: z.enum(['all', 'web', 'app']).optional(),
  ValidFrom: zDateTime().nullable().optional(),
  ValidTo: zDateTime().nullable().optional(),
};
const scheduleOk = (b: { ValidFrom?: string | null; ValidTo?: string | null }) => !b.ValidFrom || !b.ValidTo || new Date(b.ValidTo) > new Date(b.ValidFrom);
export const ZServerMessageInput = z
  .object(messageFields)
  .strict()
  .refine(scheduleOk, { error: T.scheduleInvalid, path: ['ValidTo'] });
export type TServerMessageInput = z.infer<typeof ZServerMessageInput>;
export const ZServerMessagePatch = z
  .object(messageFields)
  .partial()
  .strict()
  .refine(scheduleOk, { error: T.scheduleInvalid, path: ['ValidTo'] });
export type TServerMessagePatch = z.infer<typeof ZServerMessagePatch>;
export const ZServerMessageIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZServerMessageAdmin = ZServerMessage.extend({
  Trigger: z.number().int(),
  Platform: z.string(),
  ValidFrom: z.string().nullable(),
  ValidTo: z.string().nullable(),
  RetiredAt: z.string().nullable(),
});
export type TServerMessageAdmin = z.infer<typeof ZServerMessageAdmin>;
export const ZServerMessageAdminResponse = ZEnvelope(ZServerMessageAdmin);
export const ZServerMessageAdminListResponse = ZEnvelope(z.array(ZServerMessageAdmin));

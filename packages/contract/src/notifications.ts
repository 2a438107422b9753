import { ZEnvelope } from './envelope.ts';
import { NOTIFICATION_TEXT as T } from './notification-messages.ts';
import { NOTIFICATION_TYPES } from './notification-types.ts';
import { z, zQueryBool, zRequired, zDateTime } from './zod.ts';

export { NOTIFICATION_TYPES, isShownNotification, notificationTypeName, type TNotificationTypeName } from './notification-types.ts';

export const ZNotification = z.object({
  Id: z.number().int(),
  Type: z.object({ Id: z.number().int(), Type: z.string() }),
  Title: z.string(),
  Body: z.string(),
  ParamsObj: z.record(z.string(), z.unknown()),
  IsRead: z.boolean(),
  Archived: z.boolean(),
  InsDate: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZGetNotifyQuery = z.object({ isPoll: zQueryBool.optional() });
export const ZGetNotifyResponse = ZEnvelope(z.array(ZNotification));
export type TGetNotifyResponse = z.infer<typeof ZGetNotifyResponse>;

/** A notification's id: a number, or its decimal digits as a string (no array, boolean, hex, exponent or padding). */
const zNotificationId = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    ],
    { error: T.idInvalid },
  )
  .pipe(z.number().int({ error: T.idInvalid }).positive({ error: T.idInvalid }).max(2_147_483_647, { error: T.idInvalid }));

/** SetNotifyArchived / SetNotifyRead: body `{ Id }`. */
export const ZNotifyIdBody = z.object({ Id: zNotificationId });
/** SetNotifiesArchived: a list of Id (the legacy body is the bare array; `{ Ids }` is accepted too). */
export const ZNotifyIdList = z.array(zNotificationId).min(1, { error: T.idInvalid }).max(500, { error: T.tooManyIds });
export const ZNotifiesArchivedBody = z.union([ZNotifyIdList, z.object({ Ids: ZNotifyIdList })]);
/** SetAllNotifiesRead's body: the legacy client sends `{}` (the server takes any body). */
export const ZEmptyBody = z.unknown().optional();
/** Answer of the four state calls: how many notifications changed. */
export const ZNotifyChangeResponse = ZEnvelope(z.object({ Changed: z.number().int() }));

/** Operator API: one player (UserId) or a segment of players. */
export const ZSendNotificationBody = z
  .object({
    // Bounded like the users.id column it is looked up in (a larger number made the query fail: 500).
    UserId: z
      .number({ error: T.recipientInvalid })
      .int({ error: T.recipientInvalid })
      .positive({ error: T.recipientInvalid })
      .max(2_147_483_647, { error: T.recipientInvalid })
      .optional(),
    Segment: z
      .object({
        /** Account states (statoConto) to include; empty or missing = every player. */
        StatoConto: z.array(z.number().int().min(0).max(99)).max(20).optional(),
        /** Only players registered on or after this date. */
        RegisteredFrom: zDateTime().optional(),
      })
      .strict()
      .optional(),
    TypeId: z.number().int().min(1).max(999).default(NOTIFICATION_TYPES.Comunicazione),
    Title: zRequired(120),
    Body: zRequired(2000),
    ParamsObj: z
      .record(z.string().max(50), z.unknown())
      .refine((v) => JSON.stringify(v).length <= 4096, { error: 'Parametri troppo grandi' })
      .optional(),
  })
  .strict()
  .refine((b) => (b.UserId === undefined) !== (b.Segment === undefined), { error: T.recipientRequired });
export type TSendNotificationBody = z.infer<typeof ZSendNotificationBody>;
export const ZSendNotificationResponse = ZEnvelope(z.object({ Sent: z.number().int() }));

/** What the push stream sends (event name → data). */
export type TPushEvent = { event: 'notify'; data: TNotification } | { event: 'sync'; data: { at: string } };

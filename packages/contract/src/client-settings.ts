import { z } from './zod.ts';
import { LIST_MAX, CLIENT_SETTINGS_TEXT, LAYOUT_FLAGS, START_PAGES, THEMES } from './client-settings-rules.ts';
export * from './client-settings-rules.ts';

/**
 * The client-settings document (document 1 §3), field by field. Every field is optional (a save
 * sends only what changed; the server merges it into the stored document), unknown fields are
 * refused, lists and the whole document are capped.
 */

const str = (max = 500) => z.string().max(max);
const ts = z.number().int().nonnegative();
const list = <T extends z.ZodType>(item: T, max = LIST_MAX) => z.array(item).max(max, { error: CLIENT_SETTINGS_TEXT.tooMany });

export const ZLayout = z
  .object(
    Object.fromEntries(
      LAYOUT_FLAGS.flatMap((f) => [
        [f, z.boolean().optional()],
        [`${f}_Dirty`, z.boolean().optional()],
      ]),
    ) as Record<string, z.ZodOptional<z.ZodBoolean>>,
  )
  .strict();

export const ZCartSettings = z
  .object({
    LiveFastBet: z.boolean().optional(),
    ConfirmBeforePurchase: z.boolean().optional(),
    KeepCartAfterPurchase: z.boolean().optional(),
    PrintTicketAfterPurchase: z.boolean().optional(),
    /** Mai = false, Sempre = null, Rialzo = true (document 3). */
    AcceptVariations: z.boolean().nullable().optional(),
    /** Numeric, no rules beyond being a number (document 3); default 1. */
    CartDefaultAmount: z.number().finite().optional(),
  })
  .strict();

export const ZHistoryItem = z
  .object({
    Id: z.union([z.string().max(100), z.number()]),
    Type: z.enum(['sport', 'games']),
    SubType: str(50).nullable().optional(),
    Title: str(200),
    Url: str(500),
    Image: str(500).nullable().optional(),
    SubTitle: str(200).nullable().optional(),
    Icons: list(str(100), 10).optional(),
    Expiration: ts.nullable().optional(),
    Timestamp: ts,
  })
  .strict();
export type THistoryItem = z.infer<typeof ZHistoryItem>;
export const ZFavouriteParameters = z
  .object({
    GroupId: z.union([z.string().max(100), z.number()]).nullable(),
    IsQuery: z.boolean(),
    GameId: z.union([z.string().max(100), z.number()]).nullable(),
  })
  .strict();
export const ZFavourite = ZHistoryItem.extend({ Parameters: ZFavouriteParameters }).strict();
export type TFavourite = z.infer<typeof ZFavourite>;

export const ZClientSettings = z
  .object({
    UserId: z.number().int().nullable(),
    AdvancedPlayer: z.boolean(),
    GamesAdvancedPlayer: z.boolean(),
    Layout: ZLayout,
    History: list(ZHistoryItem),
    Favourites: list(ZFavourite),
    PurchasedEvents: list(
      z.object({ MatchId: z.union([z.string().max(100), z.number()]), LastScore: str(50).nullable(), Expiration: ts.nullable(), Timestamp: ts }).strict(),
    ),
    LastSportsOpened: list(z.object({ SportId: z.union([z.string().max(50), z.number()]), Timestamp: ts }).strict()),
    Cart: ZCartSettings,
    CouponsActivated: list(z.object({ Code: str(100), Timestamp: ts }).strict()),
    CouponsActivatedByUrl: list(z.object({ Code: str(100), Timestamp: ts, CanRepat: z.boolean() }).strict()),
    CouponActivatedWhenNotLogged: z
      .object({ Code: str(100), Timestamp: ts })
      .strict()
      .nullable(),
    RegistrationSettings: list(z.object({ Key: str(100), Value: str(500), Expiration: ts.nullable() }).strict()),
    ServerMessages: list(z.object({ Id: z.number().int(), ViewCount: z.number().int().nonnegative(), InsDate: str(40) }).strict()),
    LastWhatsNewVersion: str(50).nullable(),
    LastDepositValues: z
      .object({ Id: z.number().int(), Name: str(100), Amount: z.number().finite() })
      .strict()
      .nullable(),
    UseSportBookClassic: z.boolean(),
    UseSportBookClassicMobile: z.boolean(),
    ForceUseSportBookOolixy: z.boolean(),
    ForceUseSportBookOolixyMobile: z.boolean(),
    PrimaRicaricaRecoveryChecked: z.boolean(),
    PrimaRicaricaRecoveryValue: z.number().finite().nullable(),
    PromosPasswordProtected: list(z.object({ UserId: z.number().int(), PromoId: z.union([z.string().max(100), z.number()]), Password: str(100) }).strict()),
    PrematchWelcomePage: z.enum(START_PAGES),
    LastUpdateTimeStamp: ts,
    UserPermanentlyHiddenElements: list(
      z.object({ Type: str(50), Id: z.union([z.string().max(100), z.number()]), Description: str(300).nullable().optional() }).strict(),
    ),
    RankingUniqueCode: str(100).nullable(),
    /** Not in the legacy list: 'Visualizza i giochi nascosti' (administrators only, document 3). */
    ShowHiddenGames: z.boolean(),
    /** Not in the legacy list: the theme chosen in Preferenze (Chiaro / Scuro / Automatico). */
    Theme: z.enum(THEMES),
  })
  .partial()
  .strict();
export type TClientSettingsDoc = z.infer<typeof ZClientSettings>;

import { ZEnvelope } from './envelope.ts';
import { GAMES_TEXT as T } from './games-messages.ts';
import { z } from './zod.ts';
import { GAME_CODE, ROUND_STAKE_MAX, ROUND_STAKE_MIN, SLOT_SYMBOLS } from './games-rules.ts';
export * from './games-rules.ts';

/** Lobby and game launch (docs/games.md "Lobby and game launch"). Amounts in integer cents. */

export const ZGameCode = z.string({ error: T.gameCode }).regex(GAME_CODE, { error: T.gameCode });
export const ZThumbnailParams = z.object({ code: ZGameCode });

export const ZLobbyGame = z.object({
  Code: z.string(),
  Name: z.string(),
  Description: z.string(),
  Provider: z.string(),
  Category: z.string(),
  /** RTP from the static payout table, 2 decimals ('95,10'); null when the table has no row for the game. */
  RtpTxt: z.string().nullable(),
  Thumbnail: z.string(),
  Url: z.string(),
  /**
   * True on a game not yet public (in testing), sent only by LobbyWithHidden to an operator who turned
   * on 'Visualizza i giochi nascosti'; absent everywhere else (docs/games.md "Hidden games").
   */
  Hidden: z.boolean().optional(),
});
export type TLobbyGame = z.infer<typeof ZLobbyGame>;
export const ZLobbyResponse = ZEnvelope(
  z.object({
    Categories: z.array(z.string()),
    Games: z.array(ZLobbyGame),
    /** Whether rounds can be played here: the sandbox platform's slot is never played in production. */
    Playable: z.boolean(),
  }),
);
export type TLobby = { Categories: string[]; Games: TLobbyGame[]; Playable: boolean };

export const ZPlayRoundBody = z.object({
  GameCode: ZGameCode,
  Stake: z.number({ error: T.stake }).int({ error: T.stake }).min(ROUND_STAKE_MIN, { error: T.stakeMin }).max(ROUND_STAKE_MAX, { error: T.stakeMax }),
  /** The client's idempotency key of this round: the same key is the same round, played once. */
  Key: z.string({ error: T.key }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: T.key }),
});
export type TPlayRoundBody = z.infer<typeof ZPlayRoundBody>;

export const ZPlayRoundResult = z.object({
  /** The ticket id in the statement and the bet list. */
  Code: z.string(),
  GameCode: z.string(),
  Reels: z.array(z.enum(SLOT_SYMBOLS)),
  Stake: z.number().int(),
  Win: z.number().int(),
  /** True when this key had already been played: nothing moved this time. */
  Replay: z.boolean(),
});
export type TPlayRoundResult = z.infer<typeof ZPlayRoundResult>;
export const ZPlayRoundResponse = ZEnvelope(ZPlayRoundResult);

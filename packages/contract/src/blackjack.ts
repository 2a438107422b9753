import { BLACKJACK_TEXT as B, CARD, HAND_ACTIONS, HAND_STATES } from './blackjack-rules.ts';
import { ZPlayRoundBody } from './games.ts';
import { z } from './zod.ts';

/** The sandbox blackjack's calls (docs/games.md "Blackjack"). Amounts in integer cents. */

/** The deal: the slot round's body (game, stake 10–10 000, idempotency key). */
export const ZBlackjackDealBody = ZPlayRoundBody;
export type TBlackjackDealBody = z.infer<typeof ZBlackjackDealBody>;

export const ZBlackjackActionBody = z.object({
  /** The hand's ticket code (the deal's answer). */
  Code: z.string({ error: B.code }).regex(/^CS[0-9A-F]{30}$/, { error: B.code }),
  Action: z.enum(HAND_ACTIONS, { error: B.action }),
  /** How many actions the client has seen taken (the hand's `Step`): a retried action is answered, never applied twice. */
  Step: z.number({ error: B.step }).int({ error: B.step }).min(0, { error: B.step }).max(100, { error: B.step }),
});
export type TBlackjackActionBody = z.infer<typeof ZBlackjackActionBody>;

const ZCard = z.string().regex(CARD);
export const ZBlackjackHand = z.object({
  /** The ticket id in the statement and the bet list. */
  Code: z.string(),
  GameCode: z.string(),
  Stake: z.number().int(),
  /** Actions taken so far: the next action sends it back. */
  Step: z.number().int(),
  Player: z.array(ZCard),
  /** The dealer's cards: only the up card while the hand is in play (the hole card stays on the server). */
  Dealer: z.array(ZCard),
  State: z.enum(HAND_STATES),
  /** Paid to the player once the hand ends (the stake back for a push), cents; 0 while in play. */
  Win: z.number().int(),
  /** True when this deal or action had already been answered: nothing moved this time. */
  Replay: z.boolean(),
});
export type TBlackjackHand = z.infer<typeof ZBlackjackHand>;

export const ZBlackjackOpenHand = z.object({ Hand: ZBlackjackHand.nullable() });
export type TBlackjackOpenHand = z.infer<typeof ZBlackjackOpenHand>;

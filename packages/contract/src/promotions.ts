import { ZEnvelope } from './envelope.ts';
import { z } from './zod.ts';

/** A promotion page (/scommesse/promozione/{slug}, /games/promozione/{slug}), designed here (issue 36). */
export const PROMOTION_TEXT = {
  notFound: 'Promozione non trovata',
  section: 'Sezione non valida',
  slug: 'Indirizzo della promozione non valido',
} as const;

export const ZPromotionQuery = z.object({
  section: z.enum(['sport', 'games'], { error: PROMOTION_TEXT.section }),
  slug: z.string({ error: PROMOTION_TEXT.slug }).regex(/^[a-z0-9-]{1,120}$/, { error: PROMOTION_TEXT.slug }),
});

export const ZPromotion = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  Image: z.string().nullable(),
  /** As the CMS stores it (dd/mm/yyyy or ISO); null when the promotion has no end. */
  Scadenza: z.string().nullable(),
  CtaText: z.string().nullable(),
  CtaUrl: z.string().nullable(),
  /** The bonus code the 'Riscatta' button redeems through RedeemBonus; null when the promotion has none. */
  BonusCode: z.string().nullable(),
});
export type TPromotion = z.infer<typeof ZPromotion>;
export const ZPromotionResponse = ZEnvelope(ZPromotion);

import { NUL_TEXT, visibleLine, z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { PEP_TEXT, PEP_OTHER_SOURCE } from './pep-texts.ts';
export * from './pep-texts.ts';

export const ZPepOption = z.object({ Id: z.number().int(), Descrizione: z.string() });
export const ZPepInfoData = z.object({ Professioni: z.array(ZPepOption), FasciaReddito: z.array(ZPepOption), OrigineFondi: z.array(ZPepOption) });
export type TPepInfoData = z.infer<typeof ZPepInfoData>;
export const ZPepInfoResponse = ZEnvelope(ZPepInfoData);

const choice = z
  .number({ error: REQUIRED })
  .int({ error: PEP_TEXT.choiceInvalid })
  .min(1, { error: PEP_TEXT.choiceInvalid })
  .max(1000, { error: PEP_TEXT.choiceInvalid });

export const ZSetPepInfoRequest = z
  .object({
    /** Always sent as blank spaces (document 2 §3). */
    ragione: z.string().max(50).regex(/^ *$/, { error: PEP_TEXT.choiceInvalid }).default(' '),
    professione: choice,
    fasciaReddito: choice,
    origineFondi: choice,
    origineFondiAltro: z
      .string()
      .trim()
      .max(200, { error: 'Massimo 200 caratteri' })
      // Visible text: an anti-money-laundering answer of invisible or control characters says nothing
      // (NUL is refused by every contract string already). Empty stays empty: the rule below asks for it.
      .refine((v) => v === '' || visibleLine(v), { error: NUL_TEXT })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.origineFondi === PEP_OTHER_SOURCE && !v.origineFondiAltro) ctx.addIssue({ code: 'custom', path: ['origineFondiAltro'], message: REQUIRED });
  });
export type TSetPepInfoRequest = z.input<typeof ZSetPepInfoRequest>;
export const ZSetPepInfoResponse = ZEnvelope(z.null());

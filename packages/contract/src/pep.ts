import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';

/** PEP questionnaire (document 2 §3 "Second-level profile", §5, §7, §8). */
export const PEP_TEXT = {
  title: 'Adeguata Verifica',
  notice:
    'La normativa antiriciclaggio ci chiede di conoscere meglio i nostri clienti. Compila il questionario: i dati restano riservati e servono solo alla verifica.',
  professione: 'Professione',
  fasciaReddito: 'Fascia di reddito',
  origineFondi: 'Origine dei fondi',
  origineFondiAltro: 'Altra origine dei fondi',
  submit: 'Invia',
  required: REQUIRED,
  choiceInvalid: 'Scelta non valida',
  failureTitle: 'Attenzione!',
  failure: "Si è verificato un errore durante l'invio dei dati. Per favore riprova.",
  successTitle: 'Dati inviati',
  success: 'I tuoi dati sono stati inviati con successo',
} as const;

/** origineFondi 255 ('Altro') needs the other-source text. */
export const PEP_OTHER_SOURCE = 255;

export const ZPepOption = z.object({ Id: z.number().int(), Descrizione: z.string() });
export const ZPepInfoData = z.object({ Professioni: z.array(ZPepOption), FasciaReddito: z.array(ZPepOption), OrigineFondi: z.array(ZPepOption) });
export type TPepInfoData = z.infer<typeof ZPepInfoData>;
export const ZPepInfoResponse = ZEnvelope(ZPepInfoData);

const choice = z.number({ error: REQUIRED }).int({ error: PEP_TEXT.choiceInvalid }).min(1, { error: PEP_TEXT.choiceInvalid }).max(1000, { error: PEP_TEXT.choiceInvalid });

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
      .refine((v) => !v.includes('\u0000'), { error: PEP_TEXT.choiceInvalid })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.origineFondi === PEP_OTHER_SOURCE && !v.origineFondiAltro) ctx.addIssue({ code: 'custom', path: ['origineFondiAltro'], message: REQUIRED });
  });
export type TSetPepInfoRequest = z.input<typeof ZSetPepInfoRequest>;
export const ZSetPepInfoResponse = ZEnvelope(z.null());

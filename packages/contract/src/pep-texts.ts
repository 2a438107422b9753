// PEP questionnaire texts without zod, so the browser's questionnaire loads without the schemas.
import { REQUIRED } from './form-texts.ts';

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

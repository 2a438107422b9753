// Field texts and the secret questions without zod, so browser forms can show them before the schemas have loaded.
import { REQUIRED } from './form-texts.ts';

/**
 * Field schemas shared by registration, migration, recovery and affiliate (document 2 §5),
 * so the browser and the server validate each field with the same rule and the same Italian text.
 * Other areas only ADD exports here.
 */
export const FIELD_TEXT = {
  required: REQUIRED,
  mandatory: 'Il campo è obbligatorio',
  invalidEmail: 'Inserire una mail valida',
  emailFormat: 'Formatto non corretto',
  mobileItalian: 'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
  usernameMin: 'Lunghezza minima 6 caratteri',
  usernameChars: 'Usare solo lettere e numeri',
  usernameTaken: 'Nome utente non disponibile',
  passwordWeak: 'Sicurezza password non sufficiente',
  passwordMismatch: 'Le password non coincidono',
  answerMismatch: 'Le risposte non coincidono',
  codiceFiscale: 'Codice fiscale non valido',
  securityQuestion: 'Scegli una domanda segreta',
} as const;
/** The four fixed secret questions (document 2 §5 step 7). */
export const SECURITY_QUESTIONS = [
  { id: 1, question: 'Cognome da nubile di tua madre' },
  { id: 2, question: 'La tua squadra del cuore' },
  { id: 3, question: 'Il tuo film preferito' },
  { id: 4, question: 'Il tuo animale preferito' },
] as const;
export const securityQuestionText = (id: number): string | undefined => SECURITY_QUESTIONS.find((q) => q.id === id)?.question;

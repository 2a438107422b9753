import { generateCodiceFiscale, type Sex } from '@betsite/domain/codice-fiscale';
import { cityId } from '../geo/geo-index.ts';

const ROMA = cityId('H501');

/** The consents a new or migrating player gives: every required one, marketing refused. */
export const ACCEPTED_PRIVACY = {
  privacyMaggiorenneAccepted: true,
  privacyContrattoAccepted: true,
  privacyCondizioniAccepted: true,
  privacyDatiAccepted: true,
  privacyAcceptMarketing: false,
  privacyAcceptProfilazione: true,
} as const;
let seq = 0;

/**
 * A whole Register body for a person born in Rome, with contacts and a username of their own (`tag`
 * names the test file in them); the codice fiscale is the person's own unless one is given.
 */
export function registrationBody(tag: string, p: { nome: string; cognome: string; sesso: Sex; dataNascita: string }, codiceFiscale?: string) {
  seq += 1;
  return {
    ...p,
    codiceFiscale: codiceFiscale ?? generateCodiceFiscale({ ...p, codiceCatastale: 'H501' })!,
    email: `${tag}${seq}-${Date.now()}@example.it`,
    cellulare: `+39347${String(1000000 + seq * 7919).slice(0, 7)}`,
    nazioneNascitaId: 181,
    comuneNascitaId: ROMA,
    nazioneResidenzaId: 181,
    indirizzoResidenza: 'Via del Corso 1',
    capResidenza: '00186',
    comuneResidenzaId: ROMA,
    tipoDocumentoId: 1,
    numeroDocumento: 'CA12345AB',
    enteRilascioId: 1,
    comuneRilascioId: ROMA,
    dataRilascioDocumento: '2020-01-10',
    dataScadenzaDocumento: '2031-01-10',
    username: `${tag}${seq}x${Date.now() % 100000}`,
    password: 'Segreta123',
    passwordConfirm: 'Segreta123',
    securityQuestion: 2,
    securityAnswer: 'Roma',
    securityAnswerConfirm: 'roma',
    depositoMassimo: 500,
    ...ACCEPTED_PRIVACY,
    recaptcha: 'sandbox:register',
  };
}

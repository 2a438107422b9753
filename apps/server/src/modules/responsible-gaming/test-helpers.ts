import type { playerProfiles } from '../../db/schema/index.ts';

/** A complete player profile row with the birth date and registration deposit limit (euro) a test needs. */
export function profile(userId: number, dataNascita: string, depositoMassimo: number): typeof playerProfiles.$inferInsert {
  return {
    userId,
    codiceFiscale: `RGTST${String(userId).padStart(11, '0')}`,
    sesso: 'F',
    dataNascita,
    nazioneNascitaId: 181,
    comuneNascitaId: 1,
    nazioneResidenzaId: 181,
    indirizzoResidenza: 'Via Roma 1',
    capResidenza: '20100',
    comuneResidenzaId: 1,
    tipoDocumentoId: 1,
    numeroDocumento: 'AA0000000',
    enteRilascioId: 1,
    comuneRilascioId: 1,
    dataRilascioDocumento: '2020-01-01',
    dataScadenzaDocumento: '2030-01-01',
    securityQuestionId: 1,
    securityAnswerHash: 'x',
    depositoMassimo,
  };
}

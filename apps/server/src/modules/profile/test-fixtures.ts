import type { playerProfiles } from '../../db/schema/index.ts';

/** demouser1's editable anagrafica as the form sends it (Milano, identity card). */
export const demouser1Anagrafica = (over: Record<string, unknown> = {}) => ({
  nazioneResidenzaId: 181,
  indirizzoResidenza: 'Via Roma 1',
  capResidenza: '20121',
  comuneResidenzaId: 6205,
  tipoDocumentoId: 1,
  numeroDocumento: 'CA1234567',
  enteRilascioId: 1,
  comuneRilascioId: 6205,
  dataRilascioDocumento: '2020-03-01',
  dataScadenzaDocumento: '2030-03-01',
  ...over,
});

/**
 * A complete player profile row for tests that insert one: the birth date and the registration's
 * weekly deposit limit (euro) they need, anything else overridden.
 */
export function profileRow(
  userId: number,
  dataNascita: string,
  depositoMassimo: number,
  over: Partial<typeof playerProfiles.$inferInsert> = {},
): typeof playerProfiles.$inferInsert {
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
    ...over,
  };
}

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

/** Generic HTTP-level texts (400/401/404/413/415/429/500) shared by server and client. */
export const HTTP_TEXT = {
  badRequest: 'Dati non validi: controlla i campi evidenziati.',
  unauthorized: 'Sessione non valida o scaduta. Effettua nuovamente il login.',
  forbidden: 'Operazione non consentita.',
  notFound: 'Risorsa non trovata.',
  badUrl: 'Indirizzo non valido.',
  tooLarge: 'La richiesta è troppo grande.',
  unsupportedType: 'Formato della richiesta non supportato.',
  tooManyRequests: 'Troppe richieste: attendi qualche istante e riprova.',
  tooManyCodes: (minutes: number) => `Hai richiesto troppi codici. Riprova tra ${minutes === 1 ? '1 minuto' : `${minutes} minuti`}.`,
  internal: (requestId: string) => `Si è verificato un errore imprevisto. Riprova più tardi (codice richiesta ${requestId}).`,
} as const;

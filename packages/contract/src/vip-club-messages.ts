/**
 * Texts of VIP Club and Comp Point (document 3 §2, §4, §8). The specification gives the codes
 * (-1110 with the request button, -1111 and -1112 message only) and the 'Richiesta' modal; the
 * server's own wording below is short and plain.
 */
export const VIP_TEXT = {
  clubTitle: 'VIP Club',
  compTitle: 'Comp Point',
  requestTitle: 'Richiesta',
  applyButton: 'Richiedi l’accesso al programma VIP',
  notEnrolled: 'Non sei ancora iscritto al VIP Club: richiedi l’accesso per accumulare punti con le tue giocate.',
  suspended: 'La tua iscrizione al VIP Club è sospesa: contatta l’assistenza clienti.',
  notAllowed: 'Il programma VIP non è disponibile per il tuo conto.',
  applyOk: 'Richiesta accolta: benvenuto nel VIP Club!',
  alreadyEnrolled: 'Sei già iscritto al VIP Club.',
  subscriptionNotFound: 'Iscrizione VIP non trovata',
  rechargeNotFound: 'Conversione non disponibile',
  notEnoughPoints: 'Punti insufficienti per questa conversione',
  busy: 'Una conversione è già in corso: riprova tra qualche istante',
  conversionOk: 'Conversione avvenuta con successo: il bonus è disponibile in Promozioni e Bonus.',
  cardOk: 'Richiesta della card inviata: la riceverai all’indirizzo del tuo conto.',
  cardAlready: 'Hai già richiesto questa card.',
  cardNotReached: 'Non hai ancora raggiunto il livello di questa card.',
  empty: 'Non sono disponibili dati',
  emptyMovements: 'Non sono stati trovati movimenti...',
  badId: 'Identificativo non valido',
  badPage: 'Paginazione non valida',
  statementTitle: 'Estratto conto VIP',
  pointsTitle: 'Punti VIP',
  levelTitle: 'Livello e card',
  conversionTitle: 'Converti i punti in bonus',
  confirmConversion: 'Vuoi convertire i punti indicati in questo bonus? I punti spesi non potranno essere riaccreditati.',
  lastUpdate: 'Ultimo aggiornamento',
  nextUpdate: 'Prossimo aggiornamento',
} as const;

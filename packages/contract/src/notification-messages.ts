/** Every Italian text of notifications and server messages (document 1 §2, §8), letter for letter. */
export const NOTIFICATION_TEXT = {
  pageTitle: 'Notifiche',
  archiveAll: 'Archivia tutte',
  empty: 'Non sono presenti notifiche',
  archiveError: "Si è verificato un errore durante l'archiviazione della notifica",
  archiveAllError: "Si è verificato un errore durante l'archiviazione delle notifiche",
  archive: 'Archivia',
  markRead: 'Segna come letta',
  markAllRead: 'Segna tutte come lette',
  badgeLabel: (n: number) => (n === 1 ? '1 notifica non letta' : `${n} notifiche non lette`),
  closePopup: 'Chiudi la notifica',
  closeAlert: "Chiudi l'avviso",
  notFound: 'Notifica non trovata',
  idInvalid: 'Identificativo della notifica non valido',
  tooManyIds: 'Puoi archiviare al massimo 500 notifiche alla volta',
  recipientRequired: 'Indica un giocatore (UserId) oppure un segmento (Segment)',
  recipientUnknown: 'Giocatore non trovato',
  sent: (n: number) => (n === 1 ? 'Notifica inviata a 1 giocatore' : `Notifica inviata a ${n} giocatori`),

  // Texts of the notifications the site itself produces (money and profile events).
  depositCreditedTitle: 'Ricarica accreditata',
  depositCreditedBody: (euro: string, method: string) => `La ricarica di ${euro} con ${method} è stata accreditata sul tuo conto gioco.`,
  depositFailedTitle: 'Ricarica non riuscita',
  depositFailedBody: (euro: string, method: string) => `La ricarica di ${euro} con ${method} non è andata a buon fine: controlla il metodo di pagamento.`,
  withdrawalPaidTitle: 'Prelievo pagato',
  withdrawalPaidBody: (euro: string, ticket: string) => `Il prelievo ${ticket} di ${euro} è stato pagato.`,
  withdrawalRefusedTitle: 'Prelievo rifiutato',
  withdrawalRefusedBody: (euro: string, ticket: string) =>
    `Il prelievo ${ticket} di ${euro} è stato rifiutato dal circuito di pagamento: l'importo è tornato sul tuo conto gioco. Controlla il metodo di pagamento.`,
} as const;

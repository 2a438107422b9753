/**
 * The Italian texts of the notifications screens and calls (document 1 §2, §8), letter for letter.
 * The texts of the notifications the site itself writes are in `event-notification-texts.ts`: only
 * the server needs them, and here they would load with every logged-in page.
 */
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
  recipientInvalid: 'Identificativo del giocatore non valido',
  sent: (n: number) => (n === 1 ? 'Notifica inviata a 1 giocatore' : `Notifica inviata a ${n} giocatori`),
} as const;

/**
 * The texts of the notifications the site itself writes (money, bets, bonuses), letter for letter.
 * Server only: the browser shows them as the server stored them, so they stay out of its bundle.
 */
export const EVENT_NOTIFICATION_TEXT = {
  depositCreditedTitle: 'Ricarica accreditata',
  depositCreditedBody: (euro: string, method: string) => `La ricarica di ${euro} con ${method} è stata accreditata sul tuo conto gioco.`,
  depositFailedTitle: 'Ricarica non riuscita',
  depositFailedBody: (euro: string, method: string) => `La ricarica di ${euro} con ${method} non è andata a buon fine: controlla il metodo di pagamento.`,
  depositReversedTitle: 'Ricarica stornata',
  /** A refund or a chargeback of a credited deposit; `owed` is set when the balance did not cover it. */
  depositReversedBody: (euro: string, method: string, owed: string | null) =>
    `${method} ha stornato ${euro} della tua ricarica: l'importo è stato tolto dal saldo.` +
    (owed ? ` Restano da regolare ${owed}: saranno trattenuti dalla prossima ricarica e fino ad allora i prelievi sono sospesi.` : ''),
  depositDisputedTitle: 'Ricarica contestata',
  /** A buyer's dispute of a credited deposit, opened with the payment method: its amount is held from withdrawals. */
  depositDisputedBody: (euro: string, method: string) =>
    `È stata aperta presso ${method} una contestazione della tua ricarica di ${euro}: finché non sarà chiusa, questo importo non potrà essere prelevato.`,
  depositDisputeClosedTitle: 'Contestazione chiusa',
  depositDisputeClosedBody: (euro: string, method: string) =>
    `La contestazione della tua ricarica ${method} di ${euro} è stata chiusa: l'importo non è più trattenuto dai prelievi.`,
  /** Decided for the buyer: the amount stays held until the payment method has taken it back. */
  depositDisputeLostBody: (euro: string, method: string) =>
    `La contestazione della tua ricarica ${method} di ${euro} è stata decisa a favore del titolare del pagamento: l'importo resta trattenuto dai prelievi finché ${method} non lo avrà riaddebitato.`,
  withdrawalPaidTitle: 'Prelievo pagato',
  withdrawalPaidBody: (euro: string, ticket: string) => `Il prelievo ${ticket} di ${euro} è stato pagato.`,
  withdrawalRefusedTitle: 'Prelievo rifiutato',
  withdrawalRefusedBody: (euro: string, ticket: string) =>
    `Il prelievo ${ticket} di ${euro} è stato rifiutato dal circuito di pagamento: l'importo è tornato sul tuo conto gioco. Controlla il metodo di pagamento.`,

  // The sportsbook's purchase events (document 1 §9 types 1–7), reported through the game platform port.
  betAcceptedTitle: 'Scommessa accettata',
  betAcceptedBody: (code: string, euro: string) => `La giocata ${code} di ${euro} è stata accettata.`,
  betRejectedTitle: 'Scommessa rifiutata',
  betRejectedBody: (euro: string) => `La giocata di ${euro} non è stata accettata: l'importo non è stato addebitato.`,
  counterOfferTitle: 'Controproposta',
  counterOfferBody: (euro: string) => `Per la tua giocata di ${euro} il bookmaker propone condizioni diverse: controlla la controproposta prima che scada.`,
  betExpiredTitle: 'Scommessa scaduta',
  betExpiredBody: (euro: string) => `La richiesta di giocata di ${euro} è scaduta senza risposta: l'importo non è stato addebitato.`,
  purchaseErrorTitle: "Errore nell'acquisto della giocata",
  purchaseErrorBody: (euro: string) => `Non è stato possibile completare l'acquisto della giocata di ${euro}: l'importo non è stato addebitato.`,
  adminResultTitle: 'Esito della verifica della giocata',
  adminResultBody: (euro: string, accepted: boolean) =>
    accepted
      ? `La giocata di ${euro} è stata accettata dopo la verifica del bookmaker.`
      : `La giocata di ${euro} non è stata accettata dopo la verifica del bookmaker: l'importo non è stato addebitato.`,

  // Bonuses (issue 12): credited, unlocked into withdrawable cash, close to the deadline, cancelled
  // because the deposit that earned it was taken back by its provider.
  bonusGrantedTitle: 'Bonus accreditato',
  bonusGrantedBody: (name: string, what: string) => `Hai ricevuto ${name}: ${what}. Lo trovi in Promozioni e Bonus.`,
  bonusUnlockedTitle: 'Bonus sbloccato',
  bonusUnlockedBody: (euro: string) => `Hai completato le giocate richieste: ${euro} sono ora nel tuo saldo prelevabile.`,
  bonusExpiringTitle: 'Bonus in scadenza',
  bonusExpiringBody: (name: string, when: string) => `${name} scade il ${when}: sbloccalo entro la scadenza per non perderlo.`,
  bonusForfeitedTitle: 'Bonus annullato',
  bonusForfeitedBody: (name: string) => `${name} è stato annullato: la ricarica che lo aveva generato è stata stornata dal fornitore di pagamento.`,
} as const;

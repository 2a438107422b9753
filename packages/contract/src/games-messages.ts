/** Italian texts of the games lobby and the game launch (docs/games.md "Lobby and game launch"). */
export const GAMES_TEXT = {
  gameNotFound: 'Gioco non trovato',
  gameCode: 'Codice gioco non valido',
  stake: 'Importo della puntata non valido',
  stakeMin: 'Puntata minima € 0,10',
  stakeMax: 'Puntata massima € 100,00',
  key: 'Chiave della giocata non valida',
  insufficient: 'Saldo insufficiente per questa puntata',
  notAllowed: 'Il tuo conto non può effettuare giocate',
  conflict: 'Questa giocata è già stata registrata con dati diversi',
  invalid: 'Dati della giocata non validi',
} as const;

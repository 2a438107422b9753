/**
 * The e-mails about a player's passkeys (server only: kept out of PASSKEY_TEXT, which the security
 * page loads). A passkey is a way in without the password, so the account hears of every one added,
 * and of their removal when the password changes.
 */
export const PASSKEY_MAIL = {
  addedSubject: 'Nuova passkey sul tuo conto',
  addedBody: (nome: string, name: string) =>
    `Ciao ${nome},\n\nal tuo conto è stata aggiunta la passkey «${name}»: da ora si può accedere anche con essa.\nSe non l'hai aggiunta tu, cambia subito la password (le passkey del conto verranno rimosse) e contatta l'assistenza clienti.`,
  removedSubject: 'Passkey rimosse dal tuo conto',
  removedBody: (nome: string, n: number) =>
    `Ciao ${nome},\n\nla password del tuo conto è cambiata e per sicurezza abbiamo rimosso ${n === 1 ? 'la passkey' : `le ${n} passkey`} del conto.\nPuoi aggiungerne di nuove da Il mio conto › Sicurezza.`,
} as const;

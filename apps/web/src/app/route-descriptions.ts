import { paths } from '../lib/paths.ts';

/** The site's description, for the home and any page without its own. */
export const SITE_DESCRIPTION = 'Scommesse sportive, casinò e giochi online: conto gioco sicuro, depositi e prelievi rapidi, gioco responsabile.';

// prettier-ignore
const EXACT: Record<string, string> = {
  [paths.login]: 'Accedi al tuo conto gioco Betsite con username e password.',
  [paths.ssoLogin]: 'Accedi al tuo conto gioco Betsite con username e password.',
  [paths.registration]: 'Apri il tuo conto gioco Betsite: registrazione guidata con documento e codice fiscale.',
  [paths.registrationConfirm]: 'Conferma e-mail e cellulare per completare la registrazione del tuo conto gioco.',
  [paths.migration]: 'Unisci i tuoi conti gioco in un unico conto Betsite.',
  [paths.affiliate]: 'Diventa affiliato Betsite: invia la tua richiesta di collaborazione.',
  [paths.help]: 'Assistenza clienti Betsite: chat, e-mail e orari del servizio.',
  [paths.faq]: 'Domande frequenti su conto gioco, ricariche, prelievi, bonus e gioco responsabile.',
  [paths.dashboard]: 'Il tuo conto gioco: saldo, movimenti, ricariche, prelievi e impostazioni.',
  [paths.status]: 'Lo stato del tuo conto gioco e i passi che mancano per completarlo.',
  [paths.editAnagrafica]: 'I tuoi dati personali e di residenza.',
  [paths.editDocumenti]: "Il tuo documento d'identità: invio e stato della verifica.",
  [paths.editContatti]: 'I tuoi contatti e i consensi alla privacy.',
  [paths.editContattiEdit]: 'Modifica e-mail e cellulare del tuo conto gioco.',
  [paths.editPassword]: 'Cambia la password del tuo conto gioco.',
  [paths.editSecurity]: 'Verifica in due passaggi del tuo conto gioco.',
  [paths.editStatus]: 'Lo stato del tuo conto gioco e i passi che mancano per completarlo.',
  [paths.giocoConsapevole]: 'Gioco consapevole: limiti di deposito, di spesa e di tempo, autoesclusione.',
  [paths.andamento]: 'Andamento del gioco: ricariche, prelievi, giocate, vincite e tempo di gioco per giorno, settimana o mese.',
  [paths.pepProfile]: 'Modulo di Adeguata Verifica del tuo conto gioco.',
  [paths.ricarica]: 'Ricarica il tuo conto gioco con carta, PayPal, bonifico e altri metodi.',
  [paths.prelievo]: 'Preleva le tue vincite con il metodo che preferisci.',
  [paths.elencoPrelievi]: 'I tuoi prelievi in attesa e la loro cancellazione.',
  [paths.estrattoConto]: 'I movimenti del tuo conto gioco: entrate e uscite.',
  [paths.elencoGiocate]: 'Le tue giocate: in corso, completate, cash out e prenotate.',
  [paths.notifiche]: 'Le notifiche del tuo conto gioco.',
  [paths.vip]: 'I tuoi profili VIP Sport e i bonus maturati.',
  [paths.vipProgram]: 'Il VIP Club: livello, punti e vantaggi.',
  [paths.compPoint]: 'I tuoi Comp Point e la loro conversione in bonus.',
  [paths.ranking]: 'Classifiche e ranking: punti, movimenti e conversioni in bonus.',
  [paths.userSettings]: 'Le tue preferenze di gioco e di visualizzazione.',
  [paths.games]: 'I giochi del casinò Betsite: slot, carte e roulette, con la percentuale di vincita di ciascuno.',
  '/account/primo-accesso': 'Primo accesso: accetta il contratto di gioco e imposta i tuoi limiti di deposito, spesa e tempo.',
  [paths.scommesse]: 'Scommesse sportive Betsite: calcio, tennis e basket, singole, multiple e sistemi.',
  [paths.scommesseLive]: 'Scommesse live: quote e risultati in tempo reale.',
};

// prettier-ignore
const PREFIXED: [string, string][] = [
  ['/account/ricarica/results/', "L'esito della tua ricarica."],
  ['/account/prelievo/results/', "L'esito del tuo prelievo."],
  [`${paths.promozioniBonus}`, 'I tuoi bonus e le promozioni attive, con il riscatto dei codici promozione.'],
  [`${paths.elencoGiocate}/`, 'Le tue giocate: in corso, completate, cash out e prenotate.'],
  [`${paths.ranking}/`, 'Classifiche e ranking: punti, movimenti e conversioni in bonus.'],
  ['/ticket-print/', 'Lo scontrino della tua giocata, pronto da stampare.'],
  ['/pages/', 'Informazioni, regolamenti e pagine istituzionali di Betsite.'],
  // The sport promotions keep the site's description (their content names them).
  ['/scommesse/promozione/', SITE_DESCRIPTION],
  ['/scommesse/evento/', "Tutte le quote dell'evento: esito finale, under/over, goal/no goal e handicap."],
  ['/scommesse/', 'Il palinsesto delle scommesse sportive: eventi, competizioni e quote.'],
];

/** The `<meta name="description">` of a route, rendered by the server and kept by the browser on navigation. */
export function routeDescription(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT[path] ?? PREFIXED.find(([start]) => path.startsWith(start))?.[1] ?? SITE_DESCRIPTION;
}

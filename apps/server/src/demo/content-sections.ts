import { pageSection, type SeedNode } from './content-node.ts';

// The game sections behind the home's heroes and tiles (/pages/casino, /pages/live, …) and the site
// news: each hero page lists real pages under its title, and every news item opens its own page.

const h2 = (t: string) => `<h2>${t}</h2>`;
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const buttons = (...links: [string, string, string][]) =>
  `<p class="cms-buttons">${links.map(([kind, href, text]) => `<a data-button="${kind}" href="${href}">${text}</a>`).join(' ')}</p>`;

const page = (Url: string, Title: string, Content: string): SeedNode => ({
  name: Title,
  type: 'static_page',
  params: {
    Title,
    Url,
    Content,
    ShowIndex: false,
    Hidden: false,
    HideInPagesIndex: false,
    CustomInternalUrl: '',
  },
});

export function sectionAreas(): Record<string, SeedNode[]> {
  return {
    Pages_casino: [
      pageSection('slot', 'Slot', [
        page(
          'come-funzionano',
          'Come funzionano le slot',
          h2('Rulli, linee e puntata') +
            p(
              'Ogni slot ha un numero fisso di rulli e di linee di pagamento. Scegli la puntata per giro: la vincita dipende dalla combinazione di simboli che si forma sulle linee attive.',
              'I simboli speciali (wild e scatter) sostituiscono gli altri simboli o attivano i giri gratis e i giochi bonus. Le regole di ogni gioco sono nel menu informazioni della slot.',
            ) +
            h2('Percentuale di restituzione') +
            p(
              'Ogni gioco dichiara la sua percentuale teorica di restituzione (RTP). Trovi i valori di tutti i giochi nella pagina <a href="/pages/percentuali-di-vincita">Percentuali di vincita</a>.',
            ),
        ),
        page(
          'jackpot',
          'Slot con jackpot',
          p(
            'Nelle slot con jackpot progressivo una piccola parte di ogni puntata alimenta un montepremi comune a tutti i giocatori. Il jackpot si assegna a caso, durante un giro qualsiasi, con probabilità crescente all’aumentare della puntata.',
          ) + ul('Jackpot locali: condivisi tra i giocatori di Betsite.', 'Jackpot di rete: condivisi tra i concessionari che offrono lo stesso gioco.'),
        ),
      ]),
      pageSection('tavolo', 'Giochi da tavolo', [
        page(
          'roulette',
          'Roulette',
          p(
            'Roulette europea con un solo zero: puoi puntare su numeri singoli, gruppi di numeri, colore, pari o dispari. Il vincitore è il numero su cui si ferma la pallina.',
          ) + ul('Pieno (un numero): paga 35 volte la puntata.', 'Rosso o nero, pari o dispari: paga 1 volta la puntata.'),
        ),
        page(
          'blackjack',
          'Blackjack',
          p(
            'Lo scopo è avvicinarsi a 21 senza superarlo e battere il banco. Le figure valgono 10, l’asso 1 o 11. Il banco chiede carta fino a 16 e sta da 17.',
            'Leggi il <a href="/pages/regolamento-casino">regolamento del casinò</a> per le regole comuni a tutti i giochi.',
          ),
        ),
      ]),
    ],
    Pages_live: [
      pageSection('tavoli', 'Tavoli live', [
        page(
          'come-si-gioca',
          'Come si gioca al casinò live',
          p(
            'Ai tavoli live giochi con un croupier vero, in diretta video da studi certificati. Le puntate si piazzano sullo schermo entro il tempo indicato; carte e pallina sono reali.',
            'Serve una connessione stabile di almeno 2 Mbit/s: vedi i <a href="/pages/requisiti-sistema">requisiti di sistema</a>.',
          ),
        ),
        page(
          'orari',
          'Orari dei tavoli',
          p('Roulette e blackjack live sono aperti 24 ore su 24. Il baccarat e i game show aprono ogni giorno dalle 12:00 alle 4:00.'),
        ),
      ]),
    ],
    Pages_poker: [
      pageSection('guida', 'Guida al poker', [
        page(
          'primi-passi',
          'Primi passi',
          p(
            'Scegli tra tavoli cash, dove entri ed esci quando vuoi, e tornei, dove paghi un’iscrizione e giochi fino all’eliminazione. Le regole delle varianti sono nel <a href="/pages/regolamento-poker">regolamento del poker</a>.',
          ),
        ),
        page(
          'tornei-garantiti',
          'Tornei garantiti',
          p('Ogni sera alle 21:00 un torneo Texas Hold’em con montepremi garantito di 2.000 €; la domenica il garantito sale a 10.000 €. Iscrizione da 10 €.'),
        ),
      ]),
    ],
    Pages_carte: [
      pageSection('giochi', 'Giochi di carte', [
        page(
          'scopa-e-briscola',
          'Scopa e briscola',
          p(
            'Sfida altri giocatori ai classici italiani con il mazzo da 40 carte. Ai tavoli cash la posta è fissa; nei tornei i migliori classificati si dividono il montepremi.',
          ),
        ),
        page('burraco', 'Burraco', p('Burraco a coppie o testa a testa, con partite a 2.005 punti. Le regole complete sono nella finestra del gioco.')),
      ]),
    ],
    Pages_lotterie: [
      pageSection('giochi', 'Lotterie', [
        page(
          'lotto',
          'Lotto e 10eLotto',
          p(
            'Il Lotto si gioca sulle dieci ruote e sulla ruota nazionale, con estrazioni il martedì, il giovedì, il venerdì e il sabato alle 20:00. Il 10eLotto ha estrazioni ogni cinque minuti.',
          ),
        ),
        page(
          'superenalotto',
          'SuperEnalotto',
          p(
            'Scegli sei numeri da 1 a 90: vinci con almeno due numeri indovinati. Il jackpot si vince indovinandoli tutti e sei. Estrazioni martedì, giovedì, venerdì e sabato.',
          ),
        ),
      ]),
    ],
    Pages_bingo: [
      pageSection('sale', 'Sale bingo', [
        page(
          'come-si-gioca',
          'Come si gioca',
          p(
            'Acquisti una o più cartelle prima dell’inizio della partita; i numeri vengono estratti e segnati in automatico. Si vince con la cinquina (una riga completa) e con il bingo (tutta la cartella).',
          ),
        ),
        page(
          'orari-e-cartelle',
          'Orari e cartelle',
          p('Le sale sono aperte tutti i giorni dalle 10:00 alle 2:00. Le cartelle costano da 10 centesimi a 2 €, secondo la sala.'),
        ),
      ]),
    ],
    Pages_notizie: [
      pageSection(
        'sito',
        'Novità dal sito',
        NEWS.map(([url, title, , text, more]) => page(url, title, p(text, more))),
      ),
    ],
    Pages_app: [
      pageSection('download', 'App Betsite', [
        page(
          'scarica',
          'Scarica l’app',
          h2('Android e iOS') +
            p(
              'L’app Betsite è disponibile per Android 9 o successivo e per iOS 15 o successivo. Entri con lo stesso username e la stessa password del sito, anche con l’impronta digitale o il riconoscimento del volto.',
            ) +
            ul('Scommesse sportive e live con cash out.', 'Casinò, poker e lotterie.', 'Ricariche, prelievi e limiti di gioco come sul sito.') +
            buttons(['primary', '/account/registration', 'Apri il conto'], ['continua', '/pages/requisiti-sistema', 'Requisiti di sistema']),
        ),
      ]),
    ],
  };
}

/** [url, title, subtitle, abstract, more]: the home's site news and their pages. */
export const NEWS: [string, string, string, string, string][] = [
  [
    'nuova-sezione-ippica',
    'Nuova sezione Ippica',
    'Corse italiane e internazionali',
    'Da oggi trovi tutte le corse al trotto e al galoppo con le quote aggiornate in tempo reale.',
    'Le regole delle scommesse ippiche sono nel <a href="/pages/regolamento-ippica">regolamento ippica</a>.',
  ],
  [
    'prelievi-in-giornata',
    'Prelievi in giornata',
    'Con bonifico istantaneo',
    'Le richieste di prelievo approvate entro le 16:00 vengono accreditate lo stesso giorno lavorativo.',
    'Puoi chiedere un prelievo dalla pagina <a href="/account/prelievo">Prelievo</a> del tuo conto.',
  ],
  [
    'limiti-di-gioco-piu-semplici',
    'Limiti di gioco più semplici',
    'Gioco responsabile',
    'Dalla nuova area Gioco consapevole imposti limiti di deposito giornalieri, settimanali e mensili in un solo passaggio.',
    'Leggi anche i <a href="/pages/consigli-sul-gioco-responsabile">consigli sul gioco responsabile</a>.',
  ],
  [
    'tornei-di-slot-settimanali',
    'Tornei di slot settimanali',
    'Classifiche e premi',
    'Ogni settimana una classifica con premi in bonus per chi gioca sulle slot selezionate.',
    'Come funzionano le slot: <a href="/pages/casino/slot/come-funzionano">la guida</a>.',
  ],
  [
    'nuova-app-per-android',
    'Nuova app per Android',
    'Versione 3.2',
    'Più veloce, con notifiche sulle tue giocate e accesso con impronta digitale.',
    'Tutti i dettagli nella pagina <a href="/pages/app/download/scarica">Scarica l’app</a>.',
  ],
];

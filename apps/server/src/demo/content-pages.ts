import { SITE_CONCESSION } from '@betsite/contract/site-operator';
import { pageSection, type SeedNode } from './content-node.ts';

interface PageOpts {
  showIndex?: boolean;
  hidden?: boolean;
  hideInIndex?: boolean;
  children?: SeedNode[];
  extra?: Record<string, unknown>;
}

const page = (Url: string, Title: string, Content: string, o: PageOpts = {}): SeedNode => ({
  name: Title,
  type: 'static_page',
  params: {
    Title,
    Url,
    Content,
    ShowIndex: o.showIndex ?? false,
    Hidden: o.hidden ?? false,
    HideInPagesIndex: o.hideInIndex ?? false,
    CustomInternalUrl: '',
    ...o.extra,
  },
  children: o.children,
});

const h2 = (id: string, t: string) => `<h2 id="${id}">${t}</h2>`;
const h3 = (id: string, t: string) => `<h3 id="${id}">${t}</h3>`;
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const supportButtons =
  '<p class="cms-buttons"><a data-button="support" href="mailto:assistenza@betsite.example">Scrivi all’assistenza</a> <a data-button="telegram" href="https://t.me/betsite_assistenza">Canale Telegram</a></p>';

/** Institutional pages (/pages/{page}), the left menu follows ViewOrder; hidden ones stay reachable by URL. */
export function institutionalArea(): Record<string, SeedNode[]> {
  return {
    Pages_istituzionali: [
      page(
        'chi-siamo',
        'Chi siamo',
        h2('la-societa', 'La società') +
          p(
            `Betsite è il marchio online di Betsite Italia S.r.l., concessionario autorizzato dall’Agenzia delle Dogane e dei Monopoli (ADM) per la raccolta a distanza dei giochi pubblici: ${SITE_CONCESSION}.`,
            'Offriamo scommesse sportive e ippiche, casinò, giochi dal vivo, poker, giochi di carte, lotterie e bingo in un unico conto gioco.',
          ) +
          h2('i-nostri-valori', 'I nostri valori') +
          ul(
            'Trasparenza su quote, percentuali di vincita e condizioni dei bonus.',
            'Pagamenti rapidi e sicuri.',
            'Strumenti concreti per il gioco responsabile.',
          ) +
          p('Per conoscerci meglio leggi la nostra <a href="/pages/carta-servizi">Carta dei servizi</a>.'),
      ),
      page(
        'contatti',
        'Contatti',
        h2('assistenza', 'Assistenza clienti') +
          p(
            'Il servizio clienti risponde tutti i giorni dalle 9:00 alle 22:00 via email e chat.',
            'Email: <a href="mailto:assistenza@betsite.example">assistenza@betsite.example</a>',
          ) +
          supportButtons +
          h2('sede', 'Sede legale') +
          p('Betsite Italia S.r.l., Via dei Mille 12, 00185 Roma. Partita IVA 01234567890.'),
      ),
      page(
        'carta-servizi',
        'Carta dei servizi',
        h2('impegni', 'I nostri impegni') +
          p('Risposta alle email entro 24 ore, approvazione dei prelievi entro 24 ore lavorative, gestione dei reclami entro 30 giorni.') +
          h2('reclami', 'Reclami') +
          p('Puoi presentare un reclamo scrivendo all’assistenza. Se la risposta non ti soddisfa puoi rivolgerti all’Agenzia delle Dogane e dei Monopoli.'),
      ),
      page(
        'termini-condizioni',
        'Termini e condizioni',
        h2('oggetto', '1. Oggetto del contratto') +
          p(
            'Il presente contratto regola l’apertura e la gestione del conto gioco tra il giocatore e Betsite Italia S.r.l. Aprendo il conto il giocatore accetta i termini qui descritti e il <a href="/pages/regolamento-scommesse">regolamento delle scommesse</a>.',
          ) +
          h3('conto-gioco', '1.1 Il conto gioco') +
          p('Il conto gioco è personale e non cedibile. Ogni giocatore può avere un solo conto gioco. Il saldo del conto non produce interessi.') +
          h3('conto-provvisorio', '1.2 Conto provvisorio') +
          p('Il conto resta provvisorio fino alla verifica del documento; un conto provvisorio non verificato entro 30 giorni viene sospeso.') +
          h2('ricariche', '2. Ricariche e prelievi') +
          p('Le ricariche sono accreditate sul conto con i metodi indicati. I prelievi sono disposti verso strumenti intestati al titolare del conto.') +
          h3('limiti', '2.1 Limiti di deposito') +
          p('Il giocatore imposta limiti di deposito obbligatori al momento della registrazione e può modificarli in qualsiasi momento.') +
          h2('chiusura', '3. Sospensione e chiusura del conto') +
          p('Il conto può essere chiuso su richiesta del giocatore. In caso di chiusura il saldo prelevabile viene restituito.') +
          h2('contatti-contratto', '4. Comunicazioni') +
          p(
            'Le comunicazioni relative al contratto sono inviate all’indirizzo email indicato nel conto. Per domande consulta la sezione <a href="#oggetto">Oggetto del contratto</a> o le <a href="/faq">FAQ</a>.',
          ),
        { showIndex: true },
      ),
      page(
        'privacy',
        'Informativa privacy',
        h2('titolare', 'Titolare del trattamento') +
          p(
            'Il titolare del trattamento è Betsite Italia S.r.l. Il responsabile della protezione dei dati è raggiungibile all’indirizzo dpo@betsite.example.',
          ) +
          h2('finalita', 'Finalità') +
          ul(
            'Gestione del conto gioco e adempimenti di legge (antiriciclaggio, verifica dell’età).',
            'Comunicazioni di servizio.',
            'Comunicazioni commerciali, solo con il tuo consenso.',
          ) +
          h2('diritti', 'I tuoi diritti') +
          p(
            'Puoi chiedere accesso, rettifica, cancellazione e portabilità dei tuoi dati e revocare il consenso in ogni momento dalla pagina Contatti e privacy.',
          ),
        { showIndex: true },
      ),
      page(
        'cookies',
        'Cookie policy',
        h2('cosa-sono', 'Cosa sono i cookie') +
          p('I cookie sono piccoli file salvati dal browser. Usiamo solo cookie tecnici necessari al funzionamento del sito e alla sessione di gioco.') +
          h2('gestione', 'Come gestirli') +
          p('Puoi cancellare i cookie dalle impostazioni del browser; senza cookie tecnici non è possibile restare collegati al conto.'),
      ),
      page(
        'gioco-responsabile',
        'Gioco responsabile',
        h2('regole', 'Le regole d’oro') +
          ul(
            'Il gioco è un divertimento, non un modo per guadagnare.',
            'Stabilisci in anticipo quanto spendere e quanto tempo giocare.',
            'Non inseguire le perdite.',
            'Non giocare se sei stanco, arrabbiato o sotto l’effetto di alcol.',
          ) +
          h2('strumenti', 'Gli strumenti a tua disposizione') +
          p(
            'Limiti di deposito, promemoria di sessione, autoesclusione temporanea e permanente: li trovi nella pagina <a href="/account/edit/gioco-consapevole">Gioco consapevole</a> del tuo conto.',
          ) +
          h2('aiuto', 'Dove chiedere aiuto') +
          p(
            'Numero verde nazionale 800 558 822 (Istituto Superiore di Sanità), anonimo e gratuito. Maggiori informazioni su <a href="https://www.adm.gov.it/">adm.gov.it</a>.',
          ) +
          p('Leggi anche i <a href="/pages/consigli-sul-gioco-responsabile">consigli sul gioco responsabile</a>.'),
      ),
      page(
        'gioco-responsabile-generale',
        'Gioco responsabile: informativa generale',
        p(
          'Questa informativa riassume gli obblighi del concessionario in materia di tutela del giocatore previsti dalla normativa ADM: divieto di gioco ai minori, limiti di deposito obbligatori, autoesclusione e informazione sulle probabilità di vincita.',
        ),
        { hidden: true },
      ),
      page(
        'consigli-sul-gioco-responsabile',
        'Consigli sul gioco responsabile',
        h2('segnali', 'I segnali da non sottovalutare') +
          ul('Giochi più di quanto avevi deciso.', 'Nascondi il gioco ai familiari.', 'Prendi in prestito denaro per giocare.') +
          h2('test', 'Fai il test di autovalutazione') +
          p('Rispondi onestamente a poche domande: se la risposta è «sì» a più di una, parlane con un professionista.'),
      ),
      page(
        'anti-riciclaggio',
        'Antiriciclaggio',
        p(
          'In base al D.Lgs. 231/2007 verifichiamo l’identità dei giocatori, conserviamo i dati delle operazioni e segnaliamo le operazioni sospette all’Unità di Informazione Finanziaria.',
          'Per importi elevati possiamo chiedere informazioni sull’origine dei fondi e sulla condizione di persona politicamente esposta.',
        ),
      ),
      page(
        'consigli-giocatore',
        'Consigli per il giocatore',
        h2('sicurezza', 'Proteggi il tuo conto') +
          ul('Usa una password lunga e diversa da quelle di altri siti.', 'Attiva l’autenticazione a due fattori.', 'Non condividere mai le credenziali.') +
          h2('video', 'Guarda la guida') +
          '<div data-video="https://www.youtube.com/watch?v=aqz-KE-bpKQ"></div>' +
          p('Per problemi di accesso consulta le <a href="/faq/registrazione-e-conto">FAQ sul conto</a>.'),
      ),
      page(
        'regolamento-poker',
        'Regolamento poker',
        h2('generale', 'Regole generali') +
          p('Il poker online si gioca con un mazzo francese da 52 carte. Le regole delle singole varianti e modalità sono nelle pagine dedicate.') +
          ul(
            '<a href="/pages/regolamento-poker/texas">Texas Hold’em</a>',
            '<a href="/pages/regolamento-poker/omaha">Omaha</a>',
            '<a href="/pages/regolamento-poker/cash">Cash game</a>',
            '<a href="/pages/regolamento-poker/tornei">Tornei</a>',
            '<a href="/pages/regolamento-poker/room">La poker room</a>',
          ),
        {
          children: [
            page('omaha', 'Omaha', p('Ogni giocatore riceve quattro carte coperte e deve usarne esattamente due insieme a tre delle cinque carte comuni.')),
            page('texas', 'Texas Hold’em', p('Ogni giocatore riceve due carte coperte; cinque carte comuni vengono scoperte in tre fasi: flop, turn e river.')),
            page(
              'cash',
              'Cash game',
              p('Nel cash game le fiches hanno valore in euro; puoi sederti e lasciare il tavolo in qualsiasi momento. Buy-in minimo 20 big blind.'),
            ),
            page(
              'tornei',
              'Tornei',
              p(
                'Nei tornei si acquista l’iscrizione e si ricevono fiches virtuali; i premi sono distribuiti secondo la tabella pubblicata nella lobby del torneo.',
              ),
            ),
            page(
              'room',
              'La poker room',
              p('La room è condivisa con altri concessionari ADM della stessa rete; la rake massima è del 5% su ogni piatto, con tetto di 3 €.'),
            ),
          ],
        },
      ),
      {
        name: 'Regolamenti',
        type: 'static_pages_container',
        params: {
          Title: 'Regolamenti',
          SubContainerUrl: 'regolamenti',
          collapsible_menu: true,
          static_page_section_title: 'Regolamenti',
          static_page_section_url: 'regolamenti',
        },
        children: [
          page(
            'regolamento-scommesse',
            'Regolamento scommesse',
            h2('accettazione', 'Accettazione delle giocate') +
              p(
                'Una scommessa è valida quando compare nell’elenco giocate con lo stato «accettata». Le quote sono quelle in vigore al momento dell’accettazione.',
              ) +
              h2('annullamento', 'Eventi annullati o rinviati') +
              p('Gli eventi non disputati entro 48 ore sono considerati a quota 1,00.'),
          ),
          page(
            'regolamento-ippica',
            'Regolamento ippica',
            p('Le scommesse ippiche seguono il regolamento ADM per le corse al trotto e al galoppo. In caso di ritiro del cavallo la giocata è rimborsata.'),
          ),
          page(
            'regolamento-casino',
            'Regolamento casinò',
            p(
              'I giochi del casinò sono certificati da laboratori accreditati ADM. In caso di malfunzionamento tutte le giocate e le vincite della partita sono annullate.',
            ),
          ),
          page(
            'regolamento-bonus-generale',
            'Regolamento generale dei bonus',
            p(
              'Ogni bonus ha requisiti di giocata, quota minima e scadenza indicati nella promozione. Il bonus non convertito entro la scadenza viene rimosso.',
              'È consentito un solo bonus di benvenuto per persona, indirizzo e dispositivo.',
            ),
          ),
        ],
      },
      page(
        'percentuali-di-vincita',
        'Percentuali di vincita',
        p(
          'La percentuale di restituzione (RTP) indica la parte delle giocate restituita in vincite nel lungo periodo. Di seguito i valori teorici dei giochi, raggruppati per fornitore.',
        ) + '<div data-component="payout-table"></div>',
      ),
      page(
        'percentuali-di-vincita-mensile',
        'Percentuali di vincita mensili',
        p('Percentuali di restituzione effettivamente registrate ogni mese per famiglia di gioco, raggruppate per piattaforma.') +
          '<div data-component="payout-table"></div>',
      ),
      page(
        'requisiti-sistema',
        'Requisiti di sistema',
        h2('browser', 'Browser supportati') +
          ul('Chrome, Edge e Firefox nelle ultime due versioni.', 'Safari 16 o successivo.') +
          h2('app', 'App') +
          p('Android 9 o successivo, iOS 15 o successivo. È necessaria una connessione di almeno 2 Mbit/s per il casinò live.'),
      ),
      page('contratto-di-gioco', 'Contratto di gioco', p('Il contratto di gioco è disponibile in formato PDF.'), {
        extra: { ExternalUrl: '/cms/docs/contratto-di-gioco.pdf' },
      }),
      page(
        'benvenuto-sport',
        'Benvenuto sport',
        h2('bonus-sport', 'Bonus di benvenuto sport') +
          p(
            'Il tuo codice promozionale: <strong>{{qs:promo}}</strong>.',
            'Ricevi il 100% della prima ricarica fino a 100 € in bonus sport, da giocare una volta sulle scommesse sportive.',
          ) +
          '<p class="cms-buttons"><a data-button="primary" href="/account/registration">Registrati</a> <a data-button="continua" href="/pages/regolamento-bonus-generale">Continua</a></p>',
        { hidden: true },
      ),
      page(
        'benvenuto-casino',
        'Benvenuto casinò',
        h2('bonus-casino', 'Bonus di benvenuto casinò') +
          p(
            'Il tuo codice promozionale: <strong>{{qs:promo}}</strong>.',
            '100 giri gratis sulle slot selezionate e il 50% della prima ricarica fino a 300 € in bonus casinò.',
          ) +
          '<p class="cms-buttons"><a data-button="primary" href="/account/registration">Registrati</a></p>',
        { hidden: true },
      ),
    ],
  };
}

/** Other static page areas (/pages/{layoutarea}/{section}/…). */
export function pageAreas(): Record<string, SeedNode[]> {
  const sub = (url: string, title: string, children: SeedNode[]): SeedNode => ({
    name: title,
    type: 'static_pages_container',
    params: { Title: title, SubContainerUrl: url, collapsible_menu: true },
    children,
  });
  return {
    Pages_promozioni: [
      pageSection('scommesse', 'Scommesse', [
        page(
          'multipla-sicura',
          'Multipla Sicura',
          h2('come-funziona', 'Come funziona') +
            p(
              'Gioca una multipla con almeno 5 eventi, ciascuno a quota 1,30 o superiore. Se sbagli un solo esito ti rimborsiamo la giocata in bonus fino a 25 €.',
            ) +
            h2('condizioni', 'Condizioni') +
            ul(
              'Valida per giocate dal lunedì alla domenica.',
              'Il rimborso arriva entro 48 ore dalla chiusura dell’ultimo evento.',
              'Il bonus va giocato una volta a quota minima 1,50.',
            ) +
            '<p class="cms-buttons"><a data-button="primary" href="/account/registration">Registrati</a></p>',
        ),
        page(
          'quota-maggiorata-serie-a',
          'Quota maggiorata Serie A',
          p('Ogni weekend scegliamo una partita di Serie A e ne maggioriamo la quota dell’esito finale. Giocata massima 50 € per conto.'),
        ),
        sub('archivio', 'Archivio', [
          page('mondiali-2026', 'Speciale Mondiali 2026', p('La promozione dedicata ai Mondiali 2026 è conclusa. Grazie a tutti i partecipanti.')),
        ]),
      ]),
      pageSection('casino', 'Casinò', [
        page(
          'giri-gratis-del-lunedi',
          'Giri gratis del lunedì',
          p('Gioca almeno 20 € sulle slot da lunedì a domenica: il lunedì successivo ricevi 50 giri gratis su Book of Ra Deluxe, validi 7 giorni.'),
        ),
        page('cashback-riservato', 'Cashback riservato', p('Il 10% delle perdite settimanali al casinò live torna in bonus. Promozione su invito.'), {
          hideInIndex: true,
        }),
      ]),
    ],
  };
}

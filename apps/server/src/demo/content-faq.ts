import type { SeedNode } from './content-node.ts';

type Q = [string, string];
interface Section {
  url: string;
  title: string;
  description: string;
  icon: string;
  subsections: [string, Q[]][];
}

/** FAQ (layout area V3_LayoutArea_FAQ): sections → subsections → question items. */
const SECTIONS: Section[] = [
  {
    url: 'registrazione-e-conto',
    title: 'Registrazione e conto',
    description: 'Apertura del conto gioco, verifica dei documenti e dati personali.',
    icon: '/cms/faq/conto.webp',
    subsections: [
      [
        'Apertura del conto',
        [
          [
            'Chi può aprire un conto gioco?',
            '<p>Possono aprire un conto gioco le persone maggiorenni residenti in Italia e in possesso di un codice fiscale valido. La legge vieta il gioco ai minori di 18 anni.</p>',
          ],
          [
            'Quali documenti servono per registrarsi?',
            '<p>Servono un documento d’identità valido (carta d’identità, passaporto o patente) e il codice fiscale. Dopo la registrazione carichi una copia del documento dalla sezione <a href="/account/edit/documenti">Documenti</a>.</p>',
          ],
          [
            'Posso avere più di un conto?',
            '<p>No. Ogni giocatore può essere titolare di un solo conto gioco presso lo stesso concessionario: i conti duplicati vengono chiusi.</p>',
          ],
        ],
      ],
      [
        'Verifica e dati personali',
        [
          [
            'Perché il mio conto è provvisorio?',
            '<p>Il conto resta provvisorio finché non riceviamo e approviamo una copia del documento d’identità. Hai 30 giorni per inviarla; nel frattempo puoi ricaricare ma non prelevare.</p>',
          ],
          [
            'Come cambio indirizzo email o numero di cellulare?',
            '<p>Dalla pagina <a href="/account/edit/contatti-e-privacy">Contatti e privacy</a>: ti inviamo un codice di conferma al nuovo recapito.</p>',
          ],
          [
            'Ho dimenticato username o password: cosa faccio?',
            '<p>Usa i link «Hai dimenticato lo username?» e «Hai dimenticato la password?» nella pagina di accesso: ti chiediamo l’email e la risposta alla domanda di sicurezza.</p>',
          ],
        ],
      ],
    ],
  },
  {
    url: 'ricariche-e-prelievi',
    title: 'Ricariche e prelievi',
    description: 'Metodi di pagamento, tempi di accredito e limiti.',
    icon: '/cms/faq/pagamenti.webp',
    subsections: [
      [
        'Ricariche',
        [
          [
            'Quali metodi di ricarica posso usare?',
            '<p>Carte di credito e di debito, PayPal, bonifico istantaneo e carte prepagate. L’elenco aggiornato è nella pagina <a href="/account/ricarica">Ricarica</a>.</p>',
          ],
          [
            'Qual è l’importo minimo di ricarica?',
            '<p>L’importo minimo è 10 € per tutti i metodi; alcuni metodi hanno un massimo giornaliero indicato accanto al nome.</p>',
          ],
          [
            'La ricarica non è arrivata: cosa devo fare?',
            '<p>Le ricariche con carta e PayPal sono immediate. Se dopo 15 minuti non vedi l’importo, controlla la pagina Estratto conto e poi scrivi all’assistenza indicando data e importo.</p>',
          ],
        ],
      ],
      [
        'Prelievi',
        [
          [
            'In quanto tempo ricevo un prelievo?',
            '<p>Approviamo le richieste entro 24 ore lavorative. Il bonifico istantaneo arriva in giornata, PayPal entro un giorno, il bonifico ordinario in 2-3 giorni lavorativi.</p>',
          ],
          [
            'Posso annullare un prelievo?',
            '<p>Sì, finché è nello stato «in attesa» lo annulli dalla pagina <a href="/account/elenco-prelievi">Elenco prelievi</a> e l’importo torna sul saldo.</p>',
          ],
          [
            'Perché non posso prelevare tutto il saldo?',
            '<p>Puoi prelevare solo la parte prelevabile: gli importi bonus e le ricariche non ancora giocate almeno una volta non sono prelevabili.</p>',
          ],
        ],
      ],
    ],
  },
  {
    url: 'bonus-e-promozioni',
    title: 'Bonus e promozioni',
    description: 'Bonus di benvenuto, requisiti di giocata e promozioni in corso.',
    icon: '/cms/faq/bonus.webp',
    subsections: [
      [
        'Bonus di benvenuto',
        [
          [
            'Come ottengo il bonus di benvenuto?',
            '<p>Registrati, verifica il conto e fai la prima ricarica: il bonus sport pari al 100% della ricarica, fino a 100 €, viene accreditato insieme alla ricarica.</p>',
          ],
          [
            'Cosa sono i requisiti di giocata?',
            '<p>È l’importo da giocare prima che il bonus diventi prelevabile. Quante volte va giocato, e a quale quota minima, lo dice la scheda di ogni bonus in Promozioni e Bonus: il bonus di benvenuto, per esempio, va giocato una volta sulle scommesse sportive.</p>',
          ],
          ['Il bonus ha una scadenza?', '<p>Sì: un bonus non convertito entro 30 giorni dall’accredito scade e viene rimosso dal saldo.</p>'],
        ],
      ],
      [
        'Promozioni e punti',
        [
          [
            'Dove trovo le promozioni attive?',
            '<p>Nella pagina <a href="/pages/promozioni">Promozioni</a> e nella tua area <a href="/account/promozioni-bonus">Promozioni e bonus</a>.</p>',
          ],
          [
            'Cosa sono i comp point?',
            '<p>Sono punti che accumuli giocando e che puoi convertire in bonus dalla pagina Comp point. Ogni 10 € giocati al casinò valgono 1 pt.</p>',
          ],
          [
            'Posso rinunciare a un bonus?',
            '<p>Sì, dalla pagina Promozioni e bonus puoi annullare un fun bonus attivo: le eventuali vincite ottenute con il bonus vengono rimosse.</p>',
          ],
        ],
      ],
    ],
  },
  {
    url: 'scommesse-sportive',
    title: 'Scommesse sportive',
    description: 'Come si gioca, quote, multiple, live e cash out.',
    icon: '/cms/faq/sport.webp',
    subsections: [
      [
        'Giocare una scommessa',
        [
          ['Qual è la giocata minima?', '<p>La giocata minima è 2 € per la singola e per la multipla, come previsto dal regolamento ADM.</p>'],
          [
            'Cos’è una scommessa multipla?',
            '<p>È una schedina con più eventi: la quota totale è il prodotto delle quote e la scommessa è vinta solo se tutti gli esiti sono indovinati.</p>',
          ],
          [
            'Come controllo le mie giocate?',
            '<p>Nella pagina <a href="/account/elenco-giocate">Elenco giocate</a> trovi lo stato di ogni scommessa e il dettaglio degli eventi.</p>',
          ],
        ],
      ],
      [
        'Live e cash out',
        [
          [
            'Come funzionano le scommesse live?',
            '<p>Durante l’evento le quote si aggiornano in tempo reale; la giocata viene accettata dopo qualche secondo di verifica e può essere rifiutata se la quota cambia.</p>',
          ],
          [
            'Che cos’è il cash out?',
            '<p>Ti permette di chiudere una scommessa in anticipo incassando l’importo proposto in quel momento, in tutto o in parte.</p>',
          ],
          [
            'Cosa succede se un evento viene rinviato?',
            '<p>Se l’evento non si disputa entro 48 ore l’esito vale quota 1,00: nella multipla viene escluso, la singola viene rimborsata.</p>',
          ],
        ],
      ],
    ],
  },
  {
    url: 'gioco-responsabile',
    title: 'Gioco responsabile',
    description: 'Limiti, autoesclusione e strumenti di tutela.',
    icon: '/cms/faq/scudo.webp',
    subsections: [
      [
        'Limiti di gioco',
        [
          [
            'Come imposto un limite di deposito?',
            '<p>Dalla pagina <a href="/account/edit/gioco-consapevole">Gioco consapevole</a> scegli un limite giornaliero, settimanale o mensile. Una riduzione vale subito, un aumento dopo 7 giorni.</p>',
          ],
          [
            'Posso limitare il tempo di gioco?',
            '<p>Sì, puoi impostare un promemoria di sessione che ti avvisa dopo il tempo scelto e un limite massimo di durata della sessione.</p>',
          ],
          ['Il limite vale anche per l’app?', '<p>Sì, i limiti sono legati al conto gioco e valgono su sito, app e punti vendita collegati.</p>'],
        ],
      ],
      [
        'Autoesclusione',
        [
          [
            'Cos’è l’autoesclusione temporanea?',
            '<p>Blocca l’accesso al gioco per 30, 60 o 90 giorni. Durante il periodo non puoi giocare né ricaricare; puoi prelevare il saldo.</p>',
          ],
          [
            'E l’autoesclusione permanente?',
            '<p>Chiude il conto a tempo indeterminato su tutti i concessionari ADM; si può revocare solo dopo almeno 6 mesi con richiesta scritta.</p>',
          ],
          [
            'A chi posso chiedere aiuto?',
            '<p>Al numero verde nazionale 800 558 822 dell’Istituto Superiore di Sanità, anonimo e gratuito. Altri riferimenti nella pagina <a href="/pages/gioco-responsabile">Gioco responsabile</a>.</p>',
          ],
        ],
      ],
    ],
  },
];

export function faqArea(): Record<string, SeedNode[]> {
  return {
    V3_LayoutArea_FAQ: SECTIONS.map((s) => ({
      name: s.title,
      type: 'faq_section',
      params: {
        faq_section_title: s.title,
        faq_section_url: s.url,
        faq_section_description: s.description,
        faq_section_icon: s.icon,
      },
      children: s.subsections.map(([title, items]) => ({
        name: title,
        type: 'faq_subsection',
        params: { faq_subsection_title: title },
        children: items.map(([q, a]) => ({
          name: q,
          type: 'faq_item',
          params: { faq_item_title: q, faq_item_body: a },
        })),
      })),
    })),
  };
}

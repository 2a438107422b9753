import type { SeedNode } from './content-node.ts';
import { NEWS } from './content-sections.ts';

const day = 24 * 3600 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

const slide = (name: string, params: Record<string, unknown>, extra: Partial<SeedNode> = {}): SeedNode => ({
  name,
  type: 'elemento_visore_generico',
  params,
  ...extra,
});

/** Home: slider, promos, news, ticker, html block, image-text, navigation tiles. */
export function homeArea(now: Date): Record<string, SeedNode[]> {
  const inAYear = isoDate(new Date(now.getTime() + 365 * day));
  const lastWeek = isoDate(new Date(now.getTime() - 7 * day));
  return {
    V3_WelcomeHero_Home: [
      {
        name: 'Slider home',
        type: 'visore_generico',
        params: {
          selectMode: 0,
          mobile_slide_height: 360,
          desktop_slide_height: 380,
        },
        children: [
          slide(
            'Benvenuto visitatori',
            {
              bgimage: '/cms/hero/benvenuto.webp',
              bgimage_mobile: '/cms/hero/benvenuto-mobile.webp',
              bgImageOverlayAlpha: 35,
              logo: '/cms/logo-betsite.webp',
              overTitle: 'Nuovo su Betsite?',
              title: 'Bonus di benvenuto fino a 100 €',
              body: 'Registrati in pochi minuti, verifica il conto e ricevi il 100% della prima ricarica in bonus sport.',
              textsColor: '#ffffff',
              overTitleShadow: true,
              titleShadow: true,
              bodyShadow: false,
              contentAlignment: 'left',
              cssclass: 'slide--welcome',
              ctaText: 'Registrati ora',
              ctaAction: 'registration',
              ctaCondition: 'NOTLOGGED',
              ctaCssClass: 'primary',
              cta2Text: 'Accedi',
              cta2Action: 'login',
              cta2Condition: 'NOTLOGGED',
              cta2CssClass: 'outline',
            },
            // A logged-in player is not 'new on Betsite': the welcome bonus is for visitors only.
            { visibility: 2 },
          ),
          slide('Promo scommesse', {
            bgimage: '/cms/hero/scommesse.webp',
            bgImageOverlayAlpha: 20,
            thumb: '/cms/promo/multipla.webp',
            overTitle: 'Scommesse sportive',
            title: 'Multipla Sicura: se sbagli un solo esito ti rimborsiamo',
            body: 'Almeno 5 eventi a quota 1,30 o superiore: se un pronostico non va, la giocata ti torna in bonus fino a 25 €.',
            textsColor: '#ffffff',
            titleShadow: true,
            contentAlignment: 'right',
            slideSportV3: true,
            ctaText: 'Scopri la promo',
            ctaAction: 'link',
            ctaInternalLink: '/pages/promozioni/scommesse/multipla-sicura',
            ctaCssClass: 'primary',
            cta2Text: 'Regolamento',
            cta2Action: 'link',
            cta2InternalLink: '/pages/regolamento-bonus-generale',
            cta2CssClass: 'outline',
          }),
          slide('Casinò slot', {
            bgimage: '/cms/hero/casino.webp',
            bgImageOverlayAlpha: 40,
            overTitle: 'Casinò',
            title: 'Book of Ra Deluxe: 50 giri gratis',
            body: 'Ogni lunedì, per chi ha giocato almeno 20 € sulle slot nella settimana precedente.',
            textsColor: '#fff8e1',
            contentAlignment: 'left',
            slideCasino: true,
            ctaText: 'Gioca ora',
            ctaAction: 'game',
            ctaGameCode: 'bookofra-deluxe',
            ctaCondition: 'LOGGED',
            ctaCssClass: 'primary',
            cta2Text: 'Registrati e gioca',
            cta2Action: 'registration',
            cta2Condition: 'NOTLOGGED',
            cta2CssClass: 'primary',
          }),
          slide(
            'Bentornato giocatore',
            {
              bgimage: '/cms/hero/live.webp',
              bgImageOverlayAlpha: 30,
              overTitle: 'Bentornato',
              title: 'Il Live ti aspetta: quote aggiornate in tempo reale',
              body: 'Segui le partite in corso e scommetti sugli eventi live con cash out parziale.',
              textsColor: '#ffffff',
              contentAlignment: 'right',
              bgInternalLink: '/pages/promozioni',
              ctaText: 'Vai alle promozioni',
              ctaAction: 'link',
              ctaInternalLink: '/pages/promozioni',
              ctaCssClass: 'primary',
            },
            { visibility: 3 },
          ),
          slide(
            'Solo desktop: app',
            {
              bgimage: '/cms/hero/app.webp',
              bgImageOverlayAlpha: 10,
              overTitle: 'App Betsite',
              title: 'Scarica l’app e gioca ovunque',
              body: 'Disponibile per Android e iOS, con accesso tramite impronta digitale.',
              textsColor: '#ffffff',
              contentAlignment: 'left',
              bgInternalLink: '/pages/app/download/scarica',
              ctaText: 'Requisiti di sistema',
              ctaAction: 'link',
              ctaInternalLink: '/pages/requisiti-sistema',
              ctaCssClass: 'outline',
            },
            { risoluzione: 1 },
          ),
        ],
      },
      {
        name: 'Ticker notizie',
        type: 'news_ticker',
        params: { title: 'Ultim’ora', logo: '/cms/logo-betsite.webp' },
        children: tickerItems(),
      },
      {
        name: 'Promozioni in evidenza',
        type: 'lista_promo',
        params: { title: 'Promozioni' },
        children: [
          promo('Multipla Sicura', 'sport', inAYear, 'Rimborso fino a 25 € se sbagli un solo esito in una multipla da 5 eventi.', '/cms/promo/multipla.webp'),
          promo(
            'Giri gratis del lunedì',
            'casino',
            inAYear,
            '50 giri gratis su Book of Ra Deluxe giocando 20 € sulle slot in settimana.',
            '/cms/promo/giri-gratis.webp',
          ),
          promo(
            'Quota maggiorata Serie A',
            'sport',
            inAYear,
            'Ogni weekend una quota maggiorata su un big match di Serie A.',
            '/cms/promo/quota-maggiorata.webp',
          ),
          promo('Torneo di poker d’estate', 'poker', lastWeek, 'Montepremi garantito di 10.000 € nel torneo della domenica.', '/cms/promo/poker.webp'),
          hiddenInList(
            promo(
              'Cashback riservato',
              'casino',
              inAYear,
              'Il 10% delle perdite settimanali al casinò live restituito in bonus, solo su invito.',
              '/cms/promo/giri-gratis.webp',
            ),
          ),
        ],
      },
      {
        name: 'Notizie Betsite',
        type: 'visore_news',
        params: {
          title: 'Novità dal sito',
          ChildrenType: 1,
          AllowCustomerHideWidget: false,
        },
        children: ownNews(now),
      },
      {
        name: 'Notizie calcio',
        type: 'visore_news',
        params: {
          title: 'Notizie dal mondo del calcio',
          ChildrenType: 2,
          ChildrenCount: 3,
          Category: 1,
          AllowCustomerHideWidget: true,
        },
      },
      {
        name: 'Blocco gioco responsabile',
        type: 'html_block',
        params: {
          html: '<h2>Gioca responsabilmente</h2><p>Il gioco è vietato ai minori di 18 anni e può causare dipendenza patologica. Imposta i tuoi <a href="/account/edit/gioco-consapevole">limiti di deposito</a> e consulta i <a href="/pages/consigli-sul-gioco-responsabile">consigli sul gioco responsabile</a>.</p><p>Probabilità di vincita e percentuali di restituzione sono pubblicate nella pagina <a href="/pages/percentuali-di-vincita">Percentuali di vincita</a>.</p>',
        },
      },
      {
        name: 'Come funziona il cash out',
        type: 'visore_immagine_descrizione',
        params: {
          title: 'Cash out: chiudi la giocata quando vuoi',
          subtitle: 'Incassa prima della fine degli eventi',
          description: cashOutText(),
          image_desktop: '/cms/widget/cash-out.webp',
          image_mobile: '/cms/widget/cash-out-mobile.webp',
          videourl: 'https://vimeo.com/76979871',
          size: 'large',
          boxed: true,
          cssclass: '',
        },
      },
      {
        name: 'Scorciatoie',
        type: 'visore_generico_navigazione',
        params: {
          title: 'Esplora il sito',
          title_icon: '/cms/nav/bussola.webp',
          size: 'small',
          style: 'light',
          items_min_width: 160,
          icon_position: 'left',
        },
        children: [
          nav('Promozioni', '/pages/promozioni', 'promo'),
          nav('Domande frequenti', '/faq', 'faq'),
          nav('Casinò', '/pages/casino', 'casino'),
          nav('Poker', '/pages/regolamento-poker', 'poker'),
          nav('Gioco responsabile', '/pages/gioco-responsabile', 'scudo'),
          nav('Contatti', '/pages/contatti', 'contatti'),
        ],
      },
      { name: 'Cronologia', type: 'history', visibility: 3 },
      { name: 'Preferiti', type: 'favourites', visibility: 3 },
    ],
  };
}

/** A promo card; its page lives under /pages/promozioni/{scommesse|casino}/{slug} (the poker one in the poker guide). */
function promo(title: string, section: string, scadenza: string, body: string, image: string): SeedNode {
  const slug = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    name: title,
    type: 'promo',
    params: {
      Title: title,
      Section: section,
      Scadenza: scadenza,
      Thumb: image,
      Image: image,
      Body: body,
      PromoInternalUrl: PROMO_PAGE[section]?.(slug) ?? '',
      PromoExternalUrl: '',
      HideInList: false,
    },
  };
}

const PROMO_PAGE: Record<string, (slug: string) => string> = {
  sport: (slug) => `/pages/promozioni/scommesse/${slug}`,
  casino: (slug) => `/pages/promozioni/casino/${slug}`,
  poker: () => '/pages/poker/guida/tornei-garantiti',
};

/** A promo whose list card leads to its own promotion page (no PromoInternalUrl), with CTA and bonus code. */
function promoPage(title: string, section: string, scadenza: string, body: string, image: string, extra: Record<string, string>): SeedNode {
  const n = promo(title, section, scadenza, body, image);
  return { ...n, params: { ...n.params, PromoInternalUrl: '', ...extra } };
}

/** A promo reachable only from its own page, never in lists. */
function hiddenInList(n: SeedNode): SeedNode {
  return { ...n, params: { ...n.params, HideInList: true } };
}

function nav(title: string, url: string, icon: string): SeedNode {
  return {
    name: title,
    type: 'elemento_navigazione',
    params: {
      title,
      url,
      icon: `/cms/nav/${icon}.webp`,
      image_icon_light: `/cms/nav/${icon}.webp`,
      image_icon_dark: `/cms/nav/${icon}.webp`,
      image_background: '',
    },
  };
}

function ownNews(now: Date): SeedNode[] {
  const tags = ['ippica', 'prelievi', 'limiti', 'tornei', 'app'];
  return NEWS.map(([url, Title, SubTitle, Abstract], i) => ({
    name: Title,
    type: 'elemento_news',
    order: (i + 1) * 10,
    params: {
      Title,
      SubTitle,
      Abstract,
      Body: `<p>${Abstract}</p>`,
      ImageThumb: `/cms/news/${tags[i]}.webp`,
      ImageBig: `/cms/news/${tags[i]}.webp`,
      // Each item opens its own page (Pages_notizie), not one shared page.
      LinkUrl: `/pages/notizie/sito/${url}`,
      Date: new Date(now.getTime() - (5 - i) * day).toISOString(),
      Tags: [tags[i]],
    },
  }));
}

function tickerItems(): SeedNode[] {
  const texts = [
    'Serie A: quota maggiorata su Inter - Juventus di sabato sera',
    'Nuovo torneo di slot con 5.000 € in bonus',
    'Tennis: tutti i match dell’ATP di Roma in diretta',
    'Ippica: corse di Agnano con il trotto del venerdì',
    'Champions League: antepost sulla vincente aggiornati',
    'Cash out disponibile su tutte le multiple live',
    'MotoGP: scommetti sulla pole del Mugello',
    'Basket: playoff Serie A con statistiche live',
    'Formula 1: gran premio di Monza, quote sul podio',
    'Casinò live: nuovi tavoli di blackjack italiano',
    'Poker: torneo della domenica con 10.000 € garantiti',
    'Lotterie: estrazioni del Lotto martedì, giovedì e sabato',
    'Bingo: sale aperte tutti i giorni dalle 10 alle 2',
    'Volley: SuperLega, quote su set e punti',
    'Europa League: sorteggio degli ottavi giovedì',
    'Ciclismo: Giro d’Italia, quote sulla maglia rosa',
    'Golf: Open d’Italia, vincente e piazzamenti',
    'Sci: coppa del mondo, discesa libera di Cortina',
    'Rugby: Sei Nazioni, Italia - Francia a Roma',
    'Boxe: titolo europeo dei pesi medi',
    'Freccette: campionato del mondo in diretta',
    'Snooker: Masters di Londra, quote sui frame',
  ];
  return texts.map((text, i) => ({
    name: `Ticker ${i + 1}`,
    type: 'elemento_news',
    params: { Title: text, LinkUrl: i % 3 === 0 ? '/pages/promozioni' : '' },
  }));
}

function cashOutText(): string {
  return [
    'Con il cash out puoi chiudere una scommessa prima che tutti gli eventi siano terminati e incassare subito una somma calcolata sulle quote del momento.',
    'È utile quando la tua multipla è quasi vinta e non vuoi rischiare l’ultimo risultato, oppure quando una partita prende una piega diversa da quella che avevi previsto e preferisci limitare la perdita.',
    'Il valore proposto cambia in tempo reale: lo vedi nella lista delle tue giocate, accanto a ogni scommessa per cui il cash out è disponibile.',
    'Puoi anche scegliere il cash out parziale: incassi una parte della vincita potenziale e lasci in gioco il resto, così mantieni la possibilità di vincere senza perdere tutto.',
    'Il cash out non è disponibile su tutte le scommesse: alcune quote speciali, le giocate con bonus e gli eventi sospesi non lo prevedono.',
    'Ricorda che l’importo accreditato con il cash out è definitivo e non può essere annullato.',
  ].join(' ');
}

/** Welcome heroes of the other sections: a slider each, with one promo for the casino families. */
export function heroAreas(now: Date): Record<string, SeedNode[]> {
  const inAYear = isoDate(new Date(now.getTime() + 365 * day));
  const in20Days = isoDate(new Date(now.getTime() + 20 * day));
  const hero = (section: string, title: string, body: string, image: string, extra: Record<string, unknown> = {}): SeedNode[] => [
    {
      name: `Slider ${section}`,
      type: 'visore_generico',
      params: {
        selectMode: 0,
        mobile_slide_height: 300,
        desktop_slide_height: 340,
      },
      children: [
        slide(`${section} benvenuto`, {
          bgimage: image,
          bgImageOverlayAlpha: 35,
          overTitle: section,
          title,
          body,
          textsColor: '#ffffff',
          titleShadow: true,
          contentAlignment: 'left',
          ctaText: 'Registrati',
          ctaAction: 'registration',
          ctaCondition: 'NOTLOGGED',
          ctaCssClass: 'primary',
          cta2Text: 'Scopri le promozioni',
          cta2Action: 'link',
          cta2InternalLink: '/pages/promozioni',
          cta2CssClass: 'outline',
          ...extra,
        }),
      ],
    },
  ];
  return {
    V3_WelcomeHero_Promozioni: [
      ...hero(
        'Promozioni',
        'Tutte le offerte del mese',
        'Bonus, giri gratis e quote maggiorate: scegli la promozione giusta per te.',
        '/cms/hero/benvenuto.webp',
      ),
      {
        name: 'Promo del mese',
        type: 'lista_promo',
        params: { title: 'In corso' },
        children: [
          promo(
            'Quota maggiorata Serie A',
            'sport',
            inAYear,
            'Ogni weekend una quota maggiorata su un big match di Serie A.',
            '/cms/promo/quota-maggiorata.webp',
          ),
          // Promotions with a page of their own (/scommesse/promozione/…, /games/promozione/…), issue 36.
          promoPage(
            'Bonus scommesse di novembre',
            'sport',
            in20Days,
            '20 € di bonus sport con il codice SPORT20, da giocare 3 volte a quota minima 1,50.',
            '/cms/promo/quota-maggiorata.webp',
            {
              BonusCode: 'SPORT20',
              CtaText: 'I miei bonus',
              CtaUrl: '/account/promozioni-bonus',
            },
          ),
          promoPage(
            'Slot della settimana',
            'casino',
            inAYear,
            'Ogni settimana una slot in evidenza nella lobby del casinò: trovala tra i giochi e aggiungila ai preferiti.',
            '/cms/promo/giri-gratis.webp',
            {
              CtaText: 'Vai al casinò',
              CtaUrl: '/games',
            },
          ),
        ],
      },
    ],
    // What the lobby really holds, and the way to it: the area's page is where a player looks for the games.
    V3_WelcomeHero_Casino: hero(
      'Casinò',
      'Slot e giochi da tavolo',
      'Slot, roulette e blackjack di fornitori certificati ADM: scegli il tuo gioco e aggiungilo ai preferiti.',
      '/cms/hero/casino.webp',
      { slideCasino: true, cta2Text: 'Vai ai giochi', cta2InternalLink: '/games' },
    ),
    V3_WelcomeHero_Live: hero(
      'Casinò live',
      'Croupier dal vivo, 24 ore su 24',
      'Roulette, blackjack e baccarat in diretta da studi italiani.',
      '/cms/hero/live.webp',
      { slideCasino: true },
    ),
    V3_WelcomeHero_Poker: hero('Poker', 'Tornei ogni sera e cash game', 'Texas Hold’em e Omaha con tornei garantiti ogni giorno.', '/cms/hero/poker.webp'),
    V3_WelcomeHero_Carte: hero(
      'Giochi di carte',
      'Scopa, briscola e burraco online',
      'Sfida altri giocatori ai classici italiani, con tornei e tavoli cash.',
      '/cms/hero/carte.webp',
    ),
    // selectMode 1: each visit shows one of the two slides at random.
    V3_WelcomeHero_Lotterie: randomMode(
      hero('Lotterie', 'Lotto, 10eLotto e SuperEnalotto', 'Gioca le tue combinazioni preferite e controlla le estrazioni.', '/cms/hero/lotterie.webp'),
      slide('Lotterie estrazioni', {
        bgimage: '/cms/hero/lotterie.webp',
        bgImageOverlayAlpha: 50,
        overTitle: 'Estrazioni',
        title: 'Lotto: estrazioni martedì, giovedì, venerdì e sabato',
        body: 'Controlla i numeri vincenti e le vincite delle tue giocate nella sezione Lotterie.',
        textsColor: '#ffffff',
        contentAlignment: 'right',
        ctaText: 'Accedi e controlla',
        ctaAction: 'login',
        ctaCondition: 'NOTLOGGED',
        ctaCssClass: 'primary',
      }),
    ),
    V3_WelcomeHero_Bingo: hero('Bingo', 'Sale bingo aperte fino alle 2', 'Cartelle da 10 centesimi e jackpot progressivi ogni sera.', '/cms/hero/bingo.webp'),
  };
}

/** Turns a one-slide hero into a random-mode slider with one more slide. */
function randomMode(nodes: SeedNode[], extra: SeedNode): SeedNode[] {
  const [slider, ...rest] = nodes;
  return [{ ...slider!, params: { ...slider!.params, selectMode: 1 }, children: [...(slider!.children ?? []), extra] }, ...rest];
}

/** The login info box (layout area LayoutArea_Login): HTML text and a button. */
export function loginArea(): Record<string, SeedNode[]> {
  return {
    LayoutArea_Login: [
      {
        name: 'Info box login',
        type: 'info_box',
        params: {
          Title: 'Non hai ancora un conto?',
          Html: '<p>Apri il tuo conto gioco in pochi minuti: ti servono un documento d’identità valido e il <strong>codice fiscale</strong>. Il bonus di benvenuto si attiva con la prima ricarica.</p>',
          ButtonText: 'Registrati ora',
          ButtonInternalLink: '/account/registration',
          PermanentlyClosable: true,
        },
      },
    ],
  };
}

import type { payoutGames, payoutMonthly, providerNews } from '../db/schema/index.ts';

/** Theoretical RTP per game (static table), in hundredths of a percent. */
export function staticPayouts(): (typeof payoutGames.$inferInsert)[] {
  const rows: [string, string, string, number, string][] = [
    ['Book of Ra Deluxe', 'Slot a 5 rulli e 10 linee con giri gratis e simbolo espandibile', 'Slot', 9510, 'Novomatic'],
    ['Sizzling Hot Deluxe', 'Slot classica a frutta, 5 linee', 'Slot', 9566, 'Novomatic'],
    ['Lucky Lady’s Charm', 'Slot a 5 rulli con bonus moltiplicatore', 'Slot', 9513, 'Novomatic'],
    ['Starburst', 'Slot a 10 linee con wild espandibili e respin', 'Slot', 9609, 'NetEnt'],
    ['Gonzo’s Quest', 'Slot con rulli a cascata e moltiplicatori', 'Slot', 9597, 'NetEnt'],
    ['Roulette europea', 'Roulette a un solo zero', 'Tavolo', 9730, 'NetEnt'],
    ['Blackjack classico', 'Blackjack a 6 mazzi, il banco sta su 17', 'Tavolo', 9954, 'Playtech'],
    ['Age of the Gods', 'Slot con jackpot progressivo a quattro livelli', 'Jackpot', 9502, 'Playtech'],
    ['Roulette live italiana', 'Roulette dal vivo con croupier italiano', 'Live', 9730, 'Evolution'],
    ['Lightning Roulette', 'Roulette live con numeri fulmine fino a 500x', 'Live', 9730, 'Evolution'],
    ['Baccarat live', 'Baccarat dal vivo, punto banco', 'Live', 9894, 'Evolution'],
  ];
  return rows.map(([nomeGioco, descrizione, categoria, rtpCents, fornitore]) => ({
    nomeGioco,
    descrizione,
    categoria,
    rtpCents,
    fornitore,
  }));
}

/** Monthly RTP of the last three months per family and platform (1 SCOMMESSE, 2 IPPICA, 6 CASINO). */
export function monthlyPayouts(now: Date): (typeof payoutMonthly.$inferInsert)[] {
  const families: [number, string, string, string, number][] = [
    [1, 'Scommesse sportive', 'Scommesse a quota fissa', 'Betsite Sport', 8412],
    [2, 'Ippica', 'Scommesse ippiche a quota fissa', 'Betsite Sport', 7953],
    [6, 'Casinò', 'Giochi di casinò e slot', 'Betsite Casinò', 9541],
    [6, 'Casinò', 'Casinò dal vivo', 'Betsite Live', 9688],
  ];
  const out: (typeof payoutMonthly.$inferInsert)[] = [];
  for (let back = 1; back <= 3; back++) {
    const d = new Date(now.getFullYear(), now.getMonth() - back, 1);
    for (const [famiglia, descrizioneFamiglia, descrizioneGioco, descrizionePiattaforma, base] of families) {
      // Small month-to-month variation so the table reads like real figures.
      out.push({
        anno: d.getFullYear(),
        mese: d.getMonth() + 1,
        famiglia,
        descrizioneFamiglia,
        rtpCents: base + back * 37 - 50,
        descrizioneGioco,
        descrizionePiattaforma,
      });
    }
  }
  return out;
}

/** Provider (Gogoal) news kept in our store; category 1 football, 2 tennis. */
export function providerNewsItems(now: Date): (typeof providerNews.$inferInsert)[] {
  const h = 3600 * 1000;
  const items: [number, string, string, string[], number][] = [
    [1, 'Serie A, le probabili formazioni della giornata', 'Ballottaggi in attacco per le big: ecco chi parte dal primo minuto.', ['Calcio', 'Serie A'], 2],
    [
      1,
      'Champions League: il punto sugli ottavi',
      'Andata equilibrata, al ritorno decidono i dettagli. Le quote sul passaggio del turno.',
      ['Calcio', 'Champions League'],
      6,
    ],
    [1, 'Mercato: le trattative del giorno', 'Tre club italiani sul giovane centrocampista: la situazione.', ['Calcio', 'Mercato'], 20],
    [1, 'Serie B, la corsa alla promozione', 'Quattro squadre in tre punti a dieci giornate dalla fine.', ['Calcio', 'Serie B'], 30],
    [1, 'Nazionale, le scelte del commissario tecnico', 'Due novità tra i convocati per le amichevoli di marzo.', ['Calcio', 'Nazionale'], 52],
    [2, 'Internazionali di Roma, il tabellone', 'Sorteggio favorevole per i due italiani teste di serie.', ['Tennis', 'ATP'], 4],
    [2, 'Coppa Davis, l’Italia verso la fase finale', 'Il capitano conferma il gruppo che ha vinto l’ultima edizione.', ['Tennis', 'Davis'], 40],
  ];
  return items.map(([category, title, summary, categories, hoursAgo], i) => ({
    category,
    title,
    summary,
    content: `<p>${summary}</p><p>Approfondimento a cura della redazione sportiva.</p>`,
    imageUrl: `/cms/news/provider-${(i % 3) + 1}.webp`,
    link: '/pages/promozioni',
    publishDate: new Date(now.getTime() - hoursAgo * h),
    categories,
  }));
}

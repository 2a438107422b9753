import type { SeedNode } from './content-node.ts';

/** The games lobby's area (/games): a welcome block and tiles to the categories and the payout page. */
export function gamesLobbyArea(): SeedNode[] {
  return [
    {
      name: 'Benvenuto nel casinò',
      type: 'html_block',
      params: {
        html: '<h2>Slot e giochi da tavolo</h2><p>Scegli un gioco, tocca la stella per averlo tra i <strong>Preferiti</strong> e ritrovalo in alto insieme ai giochi giocati di recente. Le percentuali di restituzione sono nella pagina <a href="/pages/percentuali-di-vincita">Percentuali di vincita</a>.</p><p>Il gioco è vietato ai minori di 18 anni. Imposta i tuoi <a href="/account/edit/gioco-consapevole">limiti di gioco</a>.</p>',
      },
    },
    {
      name: 'Categorie del casinò',
      type: 'visore_generico_navigazione',
      params: { title: 'Scegli per categoria', title_icon: '/cms/nav/casino.webp', size: 'small', style: 'light', items_min_width: 160, icon_position: 'left' },
      children: [
        tile('Slot', '/games?categoria=Slot'),
        tile('Jackpot', '/games?categoria=Jackpot'),
        tile('Tavolo', '/games?categoria=Tavolo'),
        tile('Book of Ra Deluxe', '/game/vegas/game/bookofra-deluxe'),
      ],
    },
  ];
}

function tile(title: string, url: string): SeedNode {
  const icon = '/cms/nav/casino.webp';
  return { name: title, type: 'elemento_navigazione', params: { title, url, icon, image_icon_light: icon, image_icon_dark: icon, image_background: '' } };
}

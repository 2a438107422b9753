import { apiPath, API } from '@betsite/contract/api-paths';
import type { TLobby } from '@betsite/contract/games';
import type { Db } from '../../../db/client.ts';
import { payoutGameRows } from '../../content/repository.ts';

/**
 * The sandbox casino platform's catalogue: the games the lobby lists and `/game/vegas/game/{code}`
 * launches. Names are the payout table's `Nome_Gioco`, so the RTP shown is the table's.
 * A real platform's adapter would supply this list from its own API.
 */
export interface CatalogueGame {
  code: string;
  name: string;
  provider: string;
  category: string;
  description: string;
  /** Two colours of the generated thumbnail. */
  colors: [string, string];
}
export const CATALOGUE: readonly CatalogueGame[] = [
  {
    code: 'bookofra-deluxe',
    name: 'Book of Ra Deluxe',
    provider: 'Novomatic',
    category: 'Slot',
    description: 'Slot a 5 rulli e 10 linee con giri gratis',
    colors: ['#5b3a12', '#d9a441'],
  },
  {
    code: 'sizzling-hot-deluxe',
    name: 'Sizzling Hot Deluxe',
    provider: 'Novomatic',
    category: 'Slot',
    description: 'Slot classica a frutta, 5 linee',
    colors: ['#7a1010', '#f0a020'],
  },
  {
    code: 'lucky-ladys-charm',
    name: 'Lucky Lady’s Charm',
    provider: 'Novomatic',
    category: 'Slot',
    description: 'Slot a 5 rulli con bonus moltiplicatore',
    colors: ['#1d2f6b', '#8fb3ff'],
  },
  {
    code: 'starburst',
    name: 'Starburst',
    provider: 'NetEnt',
    category: 'Slot',
    description: 'Slot a 10 linee con wild espandibili',
    colors: ['#2a0b4f', '#c86bff'],
  },
  {
    code: 'gonzos-quest',
    name: 'Gonzo’s Quest',
    provider: 'NetEnt',
    category: 'Slot',
    description: 'Slot con rulli a cascata e moltiplicatori',
    colors: ['#23401d', '#9ccc65'],
  },
  {
    code: 'age-of-the-gods',
    name: 'Age of the Gods',
    provider: 'Playtech',
    category: 'Jackpot',
    description: 'Slot con jackpot progressivo a quattro livelli',
    colors: ['#3b2a05', '#f5d76e'],
  },
  {
    code: 'roulette-europea',
    name: 'Roulette europea',
    provider: 'NetEnt',
    category: 'Tavolo',
    description: 'Roulette a un solo zero',
    colors: ['#0c3b23', '#2e9e5b'],
  },
  {
    code: 'blackjack-classico',
    name: 'Blackjack classico',
    provider: 'Playtech',
    category: 'Tavolo',
    description: 'Blackjack a 6 mazzi',
    colors: ['#102a3a', '#3f8fb5'],
  },
];

export const findGame = (code: string) => CATALOGUE.find((g) => g.code === code);

/** RTP hundredths of a percent → '95,10'. */
const rtpText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The lobby: every catalogue game with its RTP from the static payout table. */
export async function lobbyGames(db: Db, playable: boolean): Promise<TLobby> {
  const rtp = new Map((await payoutGameRows(db)).map((r) => [r.nomeGioco, r.rtpCents]));
  const Games = CATALOGUE.map((g) => {
    const cents = rtp.get(g.name);
    return {
      Code: g.code,
      Name: g.name,
      Description: g.description,
      Provider: g.provider,
      Category: g.category,
      RtpTxt: cents === undefined ? null : rtpText(cents),
      Thumbnail: apiPath(API.Game.Thumbnail, { code: g.code }),
      Url: `/game/vegas/game/${g.code}`,
    };
  });
  return { Categories: [...new Set(CATALOGUE.map((g) => g.category))], Games, Playable: playable };
}

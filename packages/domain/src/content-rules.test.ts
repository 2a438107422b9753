import { describe, expect, it } from 'vitest';
import {
  buttonShown,
  buttonForVisitorsOnly,
  forVisitorsOnly,
  findMatches,
  fillQueryPlaceholders,
  isExpired,
  isInAppLink,
  isVisible,
  matchesResolution,
  newsSource,
  parseExpiry,
  pickSlides,
  searchActive,
  selectOwnNews,
  selectProviderNews,
  slidesPerView,
  tilesPerView,
  truncateText,
  videoEmbedUrl,
  visibleTree,
  wrapIndex,
  matchOffScreen,
  formatRtp,
  type CmsLike,
  type ViewContext,
} from './content-rules.ts';

const obj = (Id: number, p: Partial<CmsLike> = {}): CmsLike => ({
  Id,
  TypeName: 'html_block',
  Parameters: {},
  Children: [],
  Visibility: 1,
  ViewOrder: Id,
  Risoluzione: 0,
  ...p,
});
const ctx = (p: Partial<ViewContext> = {}): ViewContext => ({
  logged: false,
  mobile: false,
  beta: false,
  modules: { CasinoEnabled: true, SportsbookV3Enabled: true },
  now: new Date('2026-06-01T12:00:00Z'),
  ...p,
});

describe('visibility and resolution', () => {
  it('applies visibility 1–4', () => {
    expect([1, 2, 3, 4].map((v) => isVisible(v, { logged: false, beta: false }))).toEqual([true, true, false, false]);
    expect([1, 2, 3, 4].map((v) => isVisible(v, { logged: true, beta: false }))).toEqual([true, false, true, false]);
    expect(isVisible(4, { logged: true, beta: true })).toBe(true);
    expect(isVisible(9, { logged: true, beta: true })).toBe(false);
  });
  it('names what is there for visitors only (hidden under a stored session until it is checked)', () => {
    expect([1, 2, 3, 4].map(forVisitorsOnly)).toEqual([false, true, false, false]);
    expect(['NOTLOGGED', 'notlogged ', 'LOGGED', '', undefined].map(buttonForVisitorsOnly)).toEqual([true, true, false, false, false]);
  });
  it('applies resolution 0–2', () => {
    expect([0, 1, 2].map((r) => matchesResolution(r, false))).toEqual([true, true, false]);
    expect([0, 1, 2].map((r) => matchesResolution(r, true))).toEqual([true, false, true]);
  });
  it('filters a tree recursively, sorted by ViewOrder', () => {
    const tree = [obj(2, { Children: [obj(5, { Visibility: 3 }), obj(4)] }), obj(1, { Risoluzione: 2 }), obj(3, { ViewOrder: 0 })];
    const out = visibleTree(tree, ctx());
    expect(out.map((o) => o.Id)).toEqual([3, 2]);
    expect(out[1]!.Children.map((o) => o.Id)).toEqual([4]);
    expect(visibleTree(tree, ctx({ logged: true, mobile: true })).map((o) => o.Id)).toEqual([3, 1, 2]);
  });
});

describe('conditions, expiry and sections', () => {
  it('shows LOGGED / NOTLOGGED buttons by state, others always', () => {
    expect(buttonShown('LOGGED', true)).toBe(true);
    expect(buttonShown('LOGGED', false)).toBe(false);
    expect(buttonShown('NOTLOGGED', false)).toBe(true);
    expect(buttonShown('NOTLOGGED', true)).toBe(false);
    expect(buttonShown('', true) && buttonShown(undefined, false)).toBe(true);
  });
  it('drops expired promos (ISO and Italian dates), keeps undated ones', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isExpired('2026-05-31', now)).toBe(true);
    expect(isExpired('2026-06-01', now)).toBe(false);
    expect(isExpired('31/12/2026', now)).toBe(false);
    expect(isExpired('01/01/2025 10:00', now)).toBe(true);
    expect(isExpired('', now)).toBe(false);
    const promos = [
      obj(1, { TypeName: 'promo', Parameters: { Scadenza: '2026-01-01' } }),
      obj(2, { TypeName: 'promo', Parameters: { Scadenza: '2027-01-01' } }),
    ];
    expect(visibleTree(promos, ctx()).map((o) => o.Id)).toEqual([2]);
  });
  it('drops casino / new-sportsbook slides when the sections are disabled', () => {
    const slides = [
      obj(1, {
        TypeName: 'elemento_visore_generico',
        Parameters: { slideCasino: true },
      }),
      obj(2, {
        TypeName: 'elemento_visore_generico',
        Parameters: { slideSportV3: 'true' },
      }),
      obj(3, { TypeName: 'elemento_visore_generico' }),
    ];
    expect(visibleTree(slides, ctx()).map((o) => o.Id)).toEqual([1, 2, 3]);
    expect(visibleTree(slides, ctx({ modules: { CasinoEnabled: false, SportsbookV3Enabled: true } })).map((o) => o.Id)).toEqual([2, 3]);
    expect(visibleTree(slides, ctx({ modules: {} })).map((o) => o.Id)).toEqual([3]);
  });
  it('picks one random slide in selectMode 1', () => {
    expect(pickSlides([1, 2, 3], 1, () => 0.99)).toEqual([3]);
    expect(pickSlides([1, 2, 3], 0)).toEqual([1, 2, 3]);
  });
});

describe('news selection', () => {
  it('takes the 4 own items with the highest view order', () => {
    const items = [1, 7, 3, 9, 5, 2].map((ViewOrder) => ({ ViewOrder }));
    expect(selectOwnNews(items).map((i) => i.ViewOrder)).toEqual([9, 7, 5, 3]);
  });
  it('takes ChildrenCount provider items (default 4), newest first', () => {
    const items = ['2026-01-03', '2026-01-05', '2026-01-01', '2026-01-04', '2026-01-02'].map((PublishDate) => ({ PublishDate }));
    expect(selectProviderNews(items, 2).map((i) => i.PublishDate)).toEqual(['2026-01-05', '2026-01-04']);
    expect(selectProviderNews(items, undefined)).toHaveLength(4);
    expect(newsSource(2)).toBe('provider');
    expect(newsSource('1')).toBe('own');
  });
});

describe('page search', () => {
  it('starts only above 3 characters and matches case-insensitively', () => {
    expect(searchActive('bon')).toBe(false);
    expect(searchActive('bonu')).toBe(true);
    expect(findMatches('Bonus, bonus e BONUS', 'bon')).toEqual([]);
    expect(findMatches('Bonus, bonus e BONUS', 'bonus')).toEqual([0, 7, 15]);
  });
  it('wraps the match index at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
  it('scrolls to a match only when it is not wholly on screen below the sticky bar', () => {
    expect(matchOffScreen(580, 600, 900, false)).toBe(false);
    expect(matchOffScreen(199, 219, 900, false)).toBe(true);
    expect(matchOffScreen(205, 225, 844, true)).toBe(true);
    expect(matchOffScreen(880, 901, 900, false)).toBe(true);
    expect(matchOffScreen(-40, -20, 900, false)).toBe(true);
  });
});

describe('text and layout helpers', () => {
  it('truncates at 500 characters', () => {
    const long = 'parola '.repeat(120);
    const t = truncateText(long);
    expect(t.truncated).toBe(true);
    expect(t.text.length).toBeLessThanOrEqual(501);
    expect(truncateText('breve').truncated).toBe(false);
  });
  it('fills query placeholders escaped', () => {
    expect(fillQueryPlaceholders('Ciao {{qs:nome}}!', new URLSearchParams('nome=<b>Anna</b>'))).toBe('Ciao &lt;b&gt;Anna&lt;/b&gt;!');
    // Inside a tag the value is one URL component: never a link, a scheme or an attribute of its own.
    const link = '<a href="{{qs:next}}">Vai</a> <a href="/account/registration?promo={{qs:promo}}">{{qs:promo}}</a>';
    const filled = fillQueryPlaceholders(link, new URLSearchParams({ next: '//evil.example/x', promo: 'BENVENUTO 10" onclick="x' }));
    expect(filled).toBe(
      '<a href="%2F%2Fevil.example%2Fx">Vai</a> <a href="/account/registration?promo=BENVENUTO%2010%22%20onclick%3D%22x">BENVENUTO 10&quot; onclick=&quot;x</a>',
    );
    expect(fillQueryPlaceholders('<a href="{{qs:u}}">x</a>', new URLSearchParams('u=javascript:alert(1)'))).toBe('<a href="javascript%3Aalert(1)">x</a>');
  });
  it('routes non-https links in the app', () => {
    expect(isInAppLink('/pages/privacy')).toBe(true);
    expect(isInAppLink('https://www.adm.gov.it')).toBe(false);
    expect(isInAppLink('mailto:a@b.it')).toBe(false);
  });
  it('recognises only vimeo and youtube, flags off', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&title=0&byline=0&portrait=0',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toContain('player.vimeo.com/video/76979871?autoplay=0&title=0&byline=0&portrait=0');
    expect(videoEmbedUrl('https://example.com/v.mp4')).toBeNull();
  });
  it('computes slides and tiles per view', () => {
    expect(slidesPerView(320, false)).toBe(1);
    expect(slidesPerView(2600, false)).toBe(2.5);
    expect(slidesPerView(320, true)).toBeCloseTo(1.3);
    expect([320, 960, 1200, 1600].map(tilesPerView)).toEqual([1.2, 3, 4, 5]);
  });
  it('formats RTP with 2 decimals', () => {
    expect(formatRtp(96.5)).toBe('96,50%');
    expect(formatRtp('97.1')).toBe('97,10%');
  });
});

describe("parseExpiry on Italy's clock", () => {
  it('ends a date at 23:59:59 in Rome, whatever the zone of the process (the server renders in UTC)', () => {
    expect(parseExpiry('29/11/2027')?.toISOString()).toBe('2027-11-29T22:59:59.000Z');
    expect(parseExpiry('2027-07-15')?.toISOString()).toBe('2027-07-15T21:59:59.000Z');
    expect(parseExpiry('01/03/2027 10:30')?.toISOString()).toBe('2027-03-01T09:30:00.000Z');
  });
  it('reads an ISO date-time without an offset as Italian wall time, one with an offset as written', () => {
    expect(parseExpiry('2027-07-15T18:00')?.toISOString()).toBe('2027-07-15T16:00:00.000Z');
    expect(parseExpiry('2027-07-15 18:00:00')?.toISOString()).toBe('2027-07-15T16:00:00.000Z');
    expect(parseExpiry('2027-01-15T18:00:30.250')?.toISOString()).toBe('2027-01-15T17:00:30.250Z');
    expect(parseExpiry('2027-07-15T18:00:00Z')?.toISOString()).toBe('2027-07-15T18:00:00.000Z');
    expect(parseExpiry('2027-07-15T18:00:00+02:00')?.toISOString()).toBe('2027-07-15T16:00:00.000Z');
  });
});

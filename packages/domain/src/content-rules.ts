import { romeTime } from './rome-clock.ts';
import { formatTwoDecimals } from './money.ts';

/**
 * Content rules of document 1 §5 and §9, pure so the client and the tests share them.
 * Everything works on the CMS object shape (Id, TypeName, Parameters, Children, Visibility, ViewOrder, Risoluzione).
 */

export interface CmsLike {
  Id: number;
  TypeName: string;
  Parameters: Record<string, unknown>;
  Children: CmsLike[];
  Visibility: number;
  ViewOrder: number;
  Risoluzione: number;
}

export interface ViewContext {
  logged: boolean;
  mobile: boolean;
  /** Beta site or local test port: only then Visibility 4 shows. */
  beta: boolean;
  modules: Record<string, boolean>;
  now: Date;
}

/** Visibility: 1 always, 2 only logged out, 3 only logged in, 4 only beta/test; anything else never. */
export function isVisible(visibility: number, ctx: Pick<ViewContext, 'logged' | 'beta'>): boolean {
  switch (visibility) {
    case 1:
      return true;
    case 2:
      return !ctx.logged;
    case 3:
      return ctx.logged;
    case 4:
      return ctx.beta;
    default:
      return false;
  }
}

/** Resolution: 0 all, 1 desktop only, 2 mobile only. */
export function matchesResolution(risoluzione: number, mobile: boolean): boolean {
  if (risoluzione === 1) return !mobile;
  if (risoluzione === 2) return mobile;
  return true;
}

/** Slider button condition: LOGGED only logged in, NOTLOGGED only logged out, otherwise always. */
/**
 * Whether an object or a slide button is there for visitors only (Visibility 2, condition NOTLOGGED):
 * the page a server renders for a visitor has it, and a browser with a stored session hides it until
 * the session is known (apps/web/src/app/layout/visitor-content.ts).
 */
export const forVisitorsOnly = (visibility: number): boolean =>
  isVisible(visibility, { logged: false, beta: false }) && !isVisible(visibility, { logged: true, beta: false });
export const buttonForVisitorsOnly = (condition: unknown): boolean => buttonShown(condition, false) && !buttonShown(condition, true);

export function buttonShown(condition: unknown, logged: boolean): boolean {
  const c = String(condition ?? '')
    .trim()
    .toUpperCase();
  if (c === 'LOGGED') return logged;
  if (c === 'NOTLOGGED') return !logged;
  return true;
}

/** A wall-clock time in Italy, the same instant in the server's render (UTC) and in any browser. */
const italianTime = (y: number, m: number, d: number, hh: number, mm: number, ss: number): Date =>
  romeTime(y, m, d, hh, mm, ss) ?? new Date(y, m - 1, d, hh, mm, ss);

/**
 * Reads a Scadenza value (ISO date, ISO date-time without an offset, or dd/mm/yyyy: Italy's time; an
 * ISO date-time with an offset as written); an unreadable value never expires.
 */
export function parseExpiry(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const s = value.trim();
  const it = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(s);
  if (it) {
    const [, d, m, y, hh, mm] = it;
    // A date without time stays valid through that whole day.
    return italianTime(Number(y), Number(m), Number(d), hh ? Number(hh) : 23, mm ? Number(mm) : 59, hh ? 0 : 59);
  }
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dateOnly) return italianTime(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]), 23, 59, 59);
  // A date-time without an offset is Italian wall time too: `new Date` would read it in the zone of
  // the process (UTC on the server) or of the browser, and the two would disagree on the same promo.
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/.exec(s);
  if (local) {
    const [, y, m, d, hh, mm, ss = '0', frac = '0'] = local;
    const at = italianTime(Number(y), Number(m), Number(d), Number(hh), Number(mm), Number(ss));
    return new Date(at.getTime() + Math.floor(Number(`0.${frac}`) * 1000));
  }
  const t = new Date(s);
  return Number.isNaN(t.getTime()) ? null : t;
}

export function isExpired(scadenza: unknown, now: Date): boolean {
  const d = parseExpiry(scadenza);
  return d !== null && d.getTime() < now.getTime();
}

/** A CMS parameter's boolean, in any of the forms the CMS stores it (true, 'true', 1, '1'). */
export const flag = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === '1';

/** Slides for the casino or the new sportsbook are dropped while those sections are disabled. */
export function slideSectionEnabled(params: Record<string, unknown>, modules: Record<string, boolean>): boolean {
  if (flag(params.slideCasino) && !modules.CasinoEnabled) return false;
  if (flag(params.slideSportV3) && !modules.SportsbookV3Enabled) return false;
  return true;
}

/** Whether one object shows in this context (its own rules only, not its children's). */
export function objectShown(o: CmsLike, ctx: ViewContext): boolean {
  if (!isVisible(o.Visibility, ctx) || !matchesResolution(o.Risoluzione, ctx.mobile)) return false;
  if (o.TypeName === 'elemento_visore_generico' && !slideSectionEnabled(o.Parameters, ctx.modules)) return false;
  if (o.TypeName === 'promo' && isExpired(o.Parameters.Scadenza, ctx.now)) return false;
  return true;
}

/** The tree as this visitor sees it: hidden branches dropped, siblings by ViewOrder. */
export function visibleTree<T extends CmsLike>(objects: T[], ctx: ViewContext): T[] {
  return objects
    .filter((o) => objectShown(o, ctx))
    .sort((a, b) => a.ViewOrder - b.ViewOrder)
    .map((o) => ({ ...o, Children: visibleTree(o.Children as T[], ctx) }));
}

/** Static pages flagged Hidden or HideInPagesIndex stay reachable by URL but out of menus. */
export function inMenu(params: Record<string, unknown>): boolean {
  return !flag(params.Hidden) && !flag(params.HideInPagesIndex);
}

/** Slider selectMode 1: one random slide instead of the carousel order. */
export function pickSlides<T>(slides: T[], selectMode: unknown, random: () => number = Math.random): T[] {
  if (Number(selectMode) !== 1 || slides.length === 0) return slides;
  return [slides[Math.min(slides.length - 1, Math.floor(random() * slides.length))]!];
}

// ---- news (document 1 §9) ----

export const NEWS_DEFAULT_COUNT = 4;
export const OWN_NEWS_COUNT = 4;
export const TICKER_ITEMS = 20;
export const TICKER_PX_PER_SECOND = 45;

/** Own news: the 4 newest by view order (descending). */
export function selectOwnNews<T extends { ViewOrder: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.ViewOrder - a.ViewOrder).slice(0, OWN_NEWS_COUNT);
}

/** Provider news: ChildrenCount (default 4) items, newest PublishDate first. */
export function selectProviderNews<T extends { PublishDate: string }>(items: T[], childrenCount: unknown): T[] {
  const n = Number(childrenCount);
  const count = Number.isInteger(n) && n > 0 ? n : NEWS_DEFAULT_COUNT;
  const time = (s: string) => {
    const t = new Date(s).getTime();
    return Number.isNaN(t) ? 0 : t;
  };
  return [...items].sort((a, b) => time(b.PublishDate) - time(a.PublishDate)).slice(0, count);
}

/** ChildrenType 2 means provider news; anything else is the site's own news. */
export const newsSource = (childrenType: unknown): 'own' | 'provider' => (Number(childrenType) === 2 ? 'provider' : 'own');

// ---- static page search (document 1 §2, §5, §9) ----

export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 200;
export const scrollOffset = (mobile: boolean) => (mobile ? 210 : 200);
export const FRAGMENT_SCROLL_DELAY_MS = 500;

/** The search runs only for text longer than 3 characters. */
export const searchActive = (query: string) => query.trim().length >= SEARCH_MIN_LENGTH;

/** Start offsets of every case-insensitive match of the query in the text (non-overlapping). */
export function findMatches(text: string, query: string): number[] {
  const q = query.trim().toLocaleLowerCase('it');
  if (q.length < SEARCH_MIN_LENGTH) return [];
  const hay = text.toLocaleLowerCase('it');
  const out: number[] = [];
  for (let i = hay.indexOf(q); i !== -1; i = hay.indexOf(q, i + q.length)) out.push(i);
  return out;
}

/**
 * Whether the page must scroll to show a match: only when it is not wholly on screen below the sticky
 * header and search box, as a browser's own find does. A page that moves without need jars the reader,
 * and moves the search box (with its up/down buttons) until it sticks.
 */
export const matchOffScreen = (top: number, bottom: number, viewportHeight: number, mobile: boolean) => top < scrollOffset(mobile) || bottom > viewportHeight;

/** Moves the current match by step; the index wraps at both ends. */
export function wrapIndex(current: number, step: number, count: number): number {
  if (count <= 0) return -1;
  return (((current + step) % count) + count) % count;
}

// ---- small text rules ----

export const TRUNCATE_AT = 500;
/** Image-text description: cut at 500 characters (on a word boundary when one is near). */
export function truncateText(text: string, max = TRUNCATE_AT): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return {
    text: `${(space > max - 40 ? cut.slice(0, space) : cut).trimEnd()}…`,
    truncated: true,
  };
}

/**
 * Query-string placeholders in content, written {{qs:name}}, take the page's query value: as text
 * between tags, and percent-encoded inside a tag (an attribute such as `href="/x?promo={{qs:promo}}"`),
 * so a value from the address can never become a link of its own (`//elsewhere.example`,
 * `javascript:`) under the site's name, only a part of the one the content wrote.
 */
export function fillQueryPlaceholders(html: string, query: URLSearchParams): string {
  return html.replace(/\{\{\s*qs:([A-Za-z0-9_-]+)\s*\}\}/g, (_m, name: string, at: number) => {
    const value = query.get(name) ?? '';
    const insideTag = html.lastIndexOf('<', at) > html.lastIndexOf('>', at);
    return insideTag ? encodeURIComponent(value) : escapeHtml(value);
  });
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Links that are not https or mailto are routed inside the app. */
export function isInAppLink(href: string): boolean {
  const h = href.trim().toLowerCase();
  return !(h.startsWith('https:') || h.startsWith('mailto:') || h.startsWith('http:') || h.startsWith('tel:') || h.startsWith('#') || h.startsWith('//'));
}

/** Only vimeo and youtube links make an embed; autoplay, title, byline and portrait are turned off. */
export function videoEmbedUrl(url: string): string | null {
  const yt = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([A-Za-z0-9_-]{6,15})/.exec(url);
  if (yt) return `https://www.youtube-nocookie.com/embed/${yt[1]}?autoplay=0&title=0&byline=0&portrait=0`;
  const vm = /vimeo\.com\/(?:video\/)?(\d{5,12})/.exec(url);
  if (vm) return `https://player.vimeo.com/video/${vm[1]}?autoplay=0&title=0&byline=0&portrait=0`;
  return null;
}

/** URL slug of a promo title for /scommesse/promozione/{slug} and /games/promozione/{slug}. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slider slides per view by width (320 → 1, 2600 → about 2.5), +0.3 with the new promos layout. */
export const SLIDER_BREAKPOINTS = [320, 600, 960, 1200, 1600, 2000, 2600] as const;
const SLIDES_AT = [1, 1.3, 1.6, 1.8, 2, 2.2, 2.5] as const;
export function slidesPerView(width: number, newPromos: boolean): number {
  let v: number = SLIDES_AT[0];
  SLIDER_BREAKPOINTS.forEach((bp, i) => {
    if (width >= bp) v = SLIDES_AT[i]!;
  });
  return newPromos ? v + 0.3 : v;
}

/** Navigation tiles per view: 1.2 (from 320), 3 (960), 4 (1200), 5 (1600). */
export const TILE_BREAKPOINTS = [960, 1200, 1600] as const;
export function tilesPerView(width: number): number {
  if (width >= 1600) return 5;
  if (width >= 1200) return 4;
  if (width >= 960) return 3;
  return 1.2;
}

/** RTP always with 2 decimals, Italian style. */
export const formatRtp = (v: number | string) => {
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
  return Number.isFinite(n) ? `${formatTwoDecimals(n)}%` : String(v);
};

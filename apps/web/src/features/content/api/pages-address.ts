/** Old /pages addresses that still lead to their page (pages-page.tsx redirects them; the 404 judge lets them through). */
export const PAGE_ALIASES: Record<string, string> = { termini: 'termini-condizioni' };

/** The segments after /pages/, decoded; null for an address that cannot be decoded. */
export function pagesSegments(pathname: string): string[] | null {
  try {
    return pathname
      .replace(/^\/pages\/?/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}

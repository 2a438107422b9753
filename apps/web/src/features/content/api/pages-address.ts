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

/**
 * The header's two drawings, as data: the React header and the static shell that index.html shows
 * before the app has loaded (build/static-shell.ts) draw them from here, so they cannot drift apart.
 */
export const BRAND_MARK = {
  tile: '#f5c542',
  ink: '#0b3d2e',
  letter: 'M9 8h9a5 5 0 0 1 1 9.9A5 5 0 0 1 18 28H9zm4 4v4h5a2 2 0 0 0 0-4zm0 8v4h5a2 2 0 0 0 0-4z',
} as const;

export const MENU_ICON_PATH = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';

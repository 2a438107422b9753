import type { TTheme } from '@betsite/contract/client-settings-rules';
import { useSession } from './session-store.ts';
import { write } from './storage.ts';

/** Where this browser keeps the theme, read by index.html's inline script before the first paint. */
export const THEME_KEY = 'bs.theme';

/**
 * Shows a theme choice: 'light' or 'dark' fix the page's colour scheme (data-theme on <html>, which
 * styles.css's light-dark() colours follow); 'auto' or none leaves it to the system. The choice is
 * remembered in this browser so the next page opens in it without a flash of the other theme.
 */
export function applyTheme(theme: TTheme | undefined): void {
  const fixed = theme === 'light' || theme === 'dark' ? theme : null;
  write(THEME_KEY, fixed);
  // The ticket print keeps the light theme while it is open (it restores what was there on leaving).
  if (location.pathname.startsWith('/ticket-print')) return;
  if (fixed) document.documentElement.dataset.theme = fixed;
  else delete document.documentElement.dataset.theme;
}

/** A player's settings carry their theme: it follows them to this browser when they log in. */
export function followPlayerTheme(): () => void {
  return useSession.subscribe((state, prev) => {
    const theme = (state.clientSettings as { Theme?: TTheme } | null | undefined)?.Theme;
    if (state.user && theme && theme !== (prev.clientSettings as { Theme?: TTheme } | null | undefined)?.Theme) applyTheme(theme);
  });
}

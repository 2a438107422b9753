import type { TServerMessage } from '@betsite/contract/server-messages';
import * as messageCalls from '@betsite/contract/calls/server-messages';
import { callApi } from '../../../lib/call-api.ts';

/**
 * The platform GetMessages asks for, in the contract's words ('web', 'app'): 'app' in the installed
 * app (the site's PWA opened from the home screen, display-mode standalone; iOS's home-screen apps say
 * so with `navigator.standalone`), so the back office's 'Solo app' messages reach it; 'web' in a tab.
 */
export function messagePlatform(): 'web' | 'app' {
  if (typeof window === 'undefined') return 'web';
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true ? 'app' : 'web';
}

/**
 * GetMessages (document 1 §7: trigger, page, platform): the live messages of one trigger for this page and platform.
 * A 401 does not end the session (the definition's `endSessionOn401: false`).
 */
export const getMessages = (trigger: number, page: string): Promise<TServerMessage[]> =>
  callApi(messageCalls.GetMessages, { query: { trigger, page, platform: messagePlatform() } });

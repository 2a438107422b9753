import type { TServerMessage } from '@betsite/contract/server-messages';
import * as messageCalls from '@betsite/contract/calls/server-messages';
import { callApi } from '../../../lib/call-api.ts';

/**
 * GetMessages (document 1 §7: trigger, page, platform): the live messages of one trigger for this page and platform.
 * A 401 does not end the session (the definition's `endSessionOn401: false`).
 */
export const getMessages = (trigger: number, page: string): Promise<TServerMessage[]> =>
  callApi(messageCalls.GetMessages, { query: { trigger, page, platform: 'web' } });

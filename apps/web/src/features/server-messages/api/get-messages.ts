import type { TGetMessagesResponse, TServerMessage } from '@betsite/contract/server-messages';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** GetMessages (document 1 §7: trigger, page, platform): the live messages of one trigger for this page and platform. */
export const getMessages = async (trigger: number, page: string): Promise<TServerMessage[]> =>
  (await api<TGetMessagesResponse>(API.Environment.GetMessages, { query: { trigger, page, platform: 'web' }, endSessionOn401: false })).ResponseData ?? [];

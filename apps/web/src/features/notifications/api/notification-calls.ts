import * as calls from '@betsite/contract/calls/notifications';
import type { TNotification } from '@betsite/contract/notifications';
import { callApi } from '../../../lib/call-api.ts';

/** The notification list (document 1 §7), from its definition in @betsite/contract/calls; the changes are in notification-changes.ts. */
export const getNotify = (isPoll: boolean, signal?: AbortSignal): Promise<TNotification[]> =>
  callApi(calls.GetNotify, { query: { isPoll: String(isPoll) as 'true' | 'false' } }, signal);

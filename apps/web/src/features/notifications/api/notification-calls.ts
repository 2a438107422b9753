import { notificationCalls as calls } from '@betsite/contract/calls/notifications';
import type { TNotification } from '@betsite/contract/notifications';
import { callApi } from '../../../lib/call-api.ts';

/** One function per legacy call of document 1 §7 (notifications), each from its definition in @betsite/contract/calls. */
export const getNotify = (isPoll: boolean, signal?: AbortSignal): Promise<TNotification[]> =>
  callApi(calls.GetNotify, { query: { isPoll: String(isPoll) as 'true' | 'false' } }, signal);

export const setNotifyRead = (Id: number) => callApi(calls.SetNotifyRead, { body: { Id } });
export const setAllNotifiesRead = () => callApi(calls.SetAllNotifiesRead, { body: {} });
export const setNotifyArchived = (Id: number) => callApi(calls.SetNotifyArchived, { body: { Id } });
export const setNotifiesArchived = (ids: number[]) => callApi(calls.SetNotifiesArchived, { body: ids });

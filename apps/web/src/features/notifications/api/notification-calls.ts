import type { TEnvelope } from '@betsite/contract/envelope';
import type { TGetNotifyResponse, TNotification } from '@betsite/contract/notifications';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per legacy call of document 1 §7 (notifications). */
export const getNotify = async (isPoll: boolean, signal?: AbortSignal): Promise<TNotification[]> =>
  (await api<TGetNotifyResponse>(API.Notifications.GetNotify, { query: { isPoll }, signal })).ResponseData ?? [];

type Change = TEnvelope<{ Changed: number }>;
export const setNotifyRead = (Id: number) => api<Change>(API.Notifications.SetNotifyRead, { body: { Id } });
export const setAllNotifiesRead = () => api<Change>(API.Notifications.SetAllNotifiesRead, { body: {} });
export const setNotifyArchived = (Id: number) => api<Change>(API.Notifications.SetNotifyArchived, { body: { Id } });
export const setNotifiesArchived = (ids: number[]) => api<Change>(API.Notifications.SetNotifiesArchived, { body: ids });

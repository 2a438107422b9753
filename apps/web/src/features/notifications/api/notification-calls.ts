import type { TEnvelope } from '@betsite/contract/envelope';
import type { TGetNotifyResponse, TNotification } from '@betsite/contract/notifications';
import { api } from '../../../lib/api.ts';

/** One function per legacy call of document 1 §7 (notifications). */
export const getNotify = async (isPoll: boolean, signal?: AbortSignal): Promise<TNotification[]> =>
  (await api<TGetNotifyResponse>('/api/Notifications/GetNotify', { query: { isPoll }, signal })).ResponseData ?? [];

type Change = TEnvelope<{ Changed: number }>;
export const setNotifyRead = (Id: number) => api<Change>('/api/Notifications/SetNotifyRead', { body: { Id } });
export const setAllNotifiesRead = () => api<Change>('/api/Notifications/SetAllNotifiesRead', { body: {} });
export const setNotifyArchived = (Id: number) => api<Change>('/api/Notifications/SetNotifyArchived', { body: { Id } });
export const setNotifiesArchived = (ids: number[]) => api<Change>('/api/Notifications/SetNotifiesArchived', { body: ids });

import * as calls from '@betsite/contract/calls/notifications';
import { callApi } from '../../../lib/call-api.ts';

/**
 * The notification centre's changes (document 1 §7), each from its definition in @betsite/contract/calls.
 * Apart from notification-calls.ts, whose list call the app's entry needs at start-up: these four load
 * with the popups and the notifications page only.
 */
export const setNotifyRead = (Id: number) => callApi(calls.SetNotifyRead, { body: { Id } });
export const setAllNotifiesRead = () => callApi(calls.SetAllNotifiesRead, { body: {} });
export const setNotifyArchived = (Id: number) => callApi(calls.SetNotifyArchived, { body: { Id } });
export const setNotifiesArchived = (ids: number[]) => callApi(calls.SetNotifiesArchived, { body: ids });

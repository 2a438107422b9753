/** The calls of the notification centre (document 1 §7). The stream (SSE) is read apart, in platform/event-stream. */
import type * as N_ from '../notifications.ts';
import { call, defineCalls, schemaModule } from './define-call.ts';

const n = schemaModule<typeof N_>('../notifications.ts');
const change = async () => (await n()).ZNotifyChangeResponse.shape.ResponseData.unwrap();

export const notificationCalls = defineCalls('notifications', () => import('./notifications.checks.ts'), {
  GetNotify: call({
    method: 'GET',
    path: '/api/Notifications/GetNotify',
    query: async () => (await n()).ZGetNotifyQuery,
    response: async () => (await n()).ZGetNotifyResponse.shape.ResponseData.unwrap(),
    codes: [],
  }),
  SetNotifyRead: call({ method: 'POST', path: '/api/Notifications/SetNotifyRead', body: async () => (await n()).ZNotifyIdBody, response: change, codes: [] }),
  SetAllNotifiesRead: call({
    method: 'POST',
    path: '/api/Notifications/SetAllNotifiesRead',
    body: async () => (await n()).ZEmptyBody,
    response: change,
    codes: [],
  }),
  SetNotifyArchived: call({
    method: 'POST',
    path: '/api/Notifications/SetNotifyArchived',
    body: async () => (await n()).ZNotifyIdBody,
    response: change,
    codes: [],
  }),
  SetNotifiesArchived: call({
    method: 'POST',
    path: '/api/Notifications/SetNotifiesArchived',
    body: async () => (await n()).ZNotifiesArchivedBody,
    response: change,
    codes: [],
  }),
});

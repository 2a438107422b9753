/** The calls of the notification centre (document 1 §7). The stream (SSE) is read apart, in platform/event-stream. */
import type * as N_ from '../notifications.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './notifications.checks.ts';

const n = schemaModule<typeof N_>('../notifications.ts');
const change = async () => (await n()).ZNotifyChangeResponse.shape.ResponseData.unwrap();

export const GetNotify = call('notifications.GetNotify', C.GetNotify, {
  method: 'GET',
  path: '/api/Notifications/GetNotify',
  query: async () => (await n()).ZGetNotifyQuery,
  response: async () => (await n()).ZGetNotifyResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const SetNotifyRead = call('notifications.SetNotifyRead', C.SetNotifyRead, {
  method: 'POST',
  path: '/api/Notifications/SetNotifyRead',
  body: async () => (await n()).ZNotifyIdBody,
  response: change,
  codes: [],
});
export const SetAllNotifiesRead = call('notifications.SetAllNotifiesRead', C.SetAllNotifiesRead, {
  method: 'POST',
  path: '/api/Notifications/SetAllNotifiesRead',
  body: async () => (await n()).ZEmptyBody,
  response: change,
  codes: [],
});
export const SetNotifyArchived = call('notifications.SetNotifyArchived', C.SetNotifyArchived, {
  method: 'POST',
  path: '/api/Notifications/SetNotifyArchived',
  body: async () => (await n()).ZNotifyIdBody,
  response: change,
  codes: [],
});
export const SetNotifiesArchived = call('notifications.SetNotifiesArchived', C.SetNotifiesArchived, {
  method: 'POST',
  path: '/api/Notifications/SetNotifiesArchived',
  body: async () => (await n()).ZNotifiesArchivedBody,
  response: change,
  codes: [],
});

/** The server messages (document 1 §7): the live messages of one trigger for a page and a platform. */
import type * as M_ from '../server-messages.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './server-messages.checks.ts';

const messages = schemaModule<typeof M_>('../server-messages.ts');

export const GetMessages = call('server-messages.GetMessages', C.GetMessages, {
  method: 'GET',
  path: '/api/Environment/GetMessages',
  query: async () => (await messages()).ZGetMessagesQuery,
  response: async () => (await messages()).ZGetMessagesResponse.shape.ResponseData.unwrap(),
  codes: [],
  // Asked for by every page, a visitor's too: an expired token answers no messages, it does not end the session.
  endSessionOn401: false,
});

import * as calls from '@betsite/contract/calls/notifications';
import { callApi } from '../../../lib/call-api.ts';

/**
 * The popups' 'letta' (document 1 §7), from its definition in @betsite/contract/calls. Apart from
 * notification-calls.ts, whose list call the app's entry needs at start-up; the notifications page
 * makes its changes with `useCallMutation`.
 */
export const setNotifyRead = (Id: number) => callApi(calls.SetNotifyRead, { body: { Id } });

import * as sessionCalls from '@betsite/contract/calls/session';
import { callResult } from '../../../lib/call-api.ts';

/** The SMS with the device's code: the message the server sends with it (the masked number), or a thrown `Refusal`. */
export async function sendAuthDeviceSMS(player_device: string): Promise<string | null> {
  const r = await callResult(sessionCalls.SendAuthDeviceSMS, { query: { player_device } });
  if (!r.ok) throw r.refusal;
  return r.message;
}

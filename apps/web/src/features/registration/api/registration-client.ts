import { lazyCallClient } from '../../../lib/lazy-call-client.ts';

/**
 * The registration's calls with the call client, loaded on first use: step 1 calls the server only
 * at its submit (PreRegister, on sites with PreRegistration) or for a pre-registration link (?id=),
 * so a visitor's first load carries neither; steps 2–11 import the calls with their own chunk.
 */
export const registrationClient = () => lazyCallClient(() => import('@betsite/contract/calls/registration'));

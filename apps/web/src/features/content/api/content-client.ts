import { lazyCallClient } from '../../../lib/lazy-call-client.ts';

/** The content calls with their client, loaded on first use (lib/lazy-call-client.ts). */
export const contentClient = () => lazyCallClient(() => import('@betsite/contract/calls/content'));

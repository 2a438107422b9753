import * as betsCalls from '@betsite/contract/calls/bets';
import { callApi } from '../../../lib/call-api.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * 'Condividi': copies the ticket's print link with its share token (TicketPrintToken with
 * Condivisione), which opens that ticket's print for whoever receives it; without the token the
 * link would only open for its owner. Where the browser takes a clipboard item still being made
 * (Safari refuses a copy made after an await, outside the click), the copy starts at the click and
 * its text follows the server's answer. Throws when nothing could be copied.
 */
export async function copyShareLink(ticketId: string): Promise<void> {
  const link = callApi(betsCalls.TicketPrintToken, { body: { id: ticketId, Condivisione: true } }).then(
    (d) => `${location.origin}${paths.ticketPrint(ticketId)}?auth=${encodeURIComponent(d.PrintToken)}`,
  );
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': link.then((url) => new Blob([url], { type: 'text/plain' })) })]);
    return;
  }
  await navigator.clipboard.writeText(await link);
}

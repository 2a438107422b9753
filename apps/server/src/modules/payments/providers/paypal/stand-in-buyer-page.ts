/**
 * Test code: the page of the PayPal stand-in (stand-in.ts) where the buyer approves an order, as
 * PayPal's checkout does at the order's payer-action link: pay, and come back to the shop's
 * return_url with `token` and `PayerID`; or cancel, and come back to its cancel_url with `token`.
 * Only the end-to-end test of a real provider opens it (e2e/paypal.e2e.ts).
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function buyerPageHtml(order: { id: string; value: string; currency: string; email: string | null }): string {
  const id = escape(order.id);
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayPal (stand-in) – Paga</title></head>
<body>
<main>
  <h1>Paga con PayPal</h1>
  <p>Ordine <span data-testid="order-id">${id}</span>: <strong>${escape(order.value)} ${escape(order.currency)}</strong></p>
  ${order.email ? `<p>Conto: ${escape(order.email)}</p>` : ''}
  <form method="post" action="/checkoutnow?token=${encodeURIComponent(order.id)}">
    <button type="submit" name="action" value="pay">Paga ora</button>
    <button type="submit" name="action" value="cancel">Annulla e torna al negozio</button>
  </form>
</main>
</body>
</html>`;
}

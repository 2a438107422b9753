/** Server-rendered pages of the sandbox providers: plain HTML forms (the CSP forbids inline scripts). */
import { formatCents } from '@betsite/domain/money';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
export const money = (cents: number) => formatCents(cents);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef1f4;color:#17202a}
main{max-width:32rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgb(0 0 0/10%);padding:1.25rem;margin-top:1rem}
.brand{display:flex;align-items:center;gap:.6rem;font-weight:800;font-size:1.25rem}
.brand span{display:inline-grid;place-items:center;width:2.4rem;height:2.4rem;border-radius:8px;background:#1d3557;color:#fff;font-size:.9rem}
.tag{display:inline-block;background:#fff3cd;color:#5c4500;border:1px solid #e0c36a;border-radius:99px;padding:.1rem .6rem;font-size:.8rem;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:1rem 0}dt{color:#4a5560}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:2rem;font-weight:800;margin:.5rem 0}
.actions{display:grid;gap:.6rem;margin-top:1rem}
button,.btn{display:block;width:100%;min-height:48px;border-radius:8px;border:2px solid transparent;font:inherit;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;padding:.6rem}
.ok{background:#1c7c4a;color:#fff}.ko{background:#b3261e;color:#fff}.wait{background:#fff;border-color:#8a5a00;color:#5c3c00}.back{background:#fff;border-color:#55635d;color:#15211c}
button:focus-visible,.btn:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input,select{width:100%;min-height:44px;font:inherit;padding:.5rem;border:1px solid #8a9a93;border-radius:8px}
.note{color:#4a5560;font-size:.9rem}.error{color:#8a1c15;background:#fbeceb;border-left:4px solid #b3261e;padding:.6rem .8rem;border-radius:6px}
.done{color:#0f4d2d;background:#eaf6ef;border-left:4px solid #1c7c4a;padding:.6rem .8rem;border-radius:6px}
`;

export function layout(title: string, body: string, opts: { script?: string; bodyAttrs?: string } = {}): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style>${opts.script ? `<script src="${opts.script}" defer></script>` : ''}</head><body ${opts.bodyAttrs ?? ''}><main>${body}</main></body></html>`;
}

export interface PayPageModel {
  provider: string;
  label: string;
  paymentId: string;
  amount: number;
  status: string;
  action: string;
  details: [string, string][];
  /** Labels of the four decisions (bank transfer and shop pages word them differently). */
  labels?: Partial<Record<'approve' | 'decline' | 'pending' | 'cancel', string>>;
  notice?: string;
}

const STATUS_TEXT: Record<string, string> = {
  approved: 'Pagamento approvato',
  declined: 'Pagamento rifiutato',
  cancelled: 'Pagamento annullato',
  pending: 'Pagamento in sospeso: puoi ancora approvarlo o rifiutarlo',
};

/** The provider's page: what is being paid, and the tester's four choices. */
export function payPage(m: PayPageModel): string {
  const labels = {
    approve: 'Approva il pagamento',
    decline: 'Rifiuta il pagamento',
    pending: 'Lascia in sospeso',
    cancel: 'Annulla e torna al sito',
    ...m.labels,
  };
  const open = m.status === 'open' || m.status === 'pending';
  const details = m.details.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
  const choices = open
    ? `<form method="post" action="${esc(m.action)}" class="actions">
<button class="ok" name="decision" value="approve">${esc(labels.approve)}</button>
<button class="ko" name="decision" value="decline">${esc(labels.decline)}</button>
${m.status === 'open' ? `<button class="wait" name="decision" value="pending">${esc(labels.pending)}</button>` : ''}
<button class="back" name="decision" value="cancel">${esc(labels.cancel)}</button>
</form>`
    : `<p class="${m.status === 'approved' ? 'done' : 'error'}" role="status">${esc(STATUS_TEXT[m.status] ?? 'Pagamento concluso')}</p>
<form method="post" action="${esc(m.action)}" class="actions"><button class="back" name="decision" value="return">Torna al sito</button></form>`;
  return layout(
    `${m.label} — pagamento`,
    `<div class="card">
<p class="brand"><span aria-hidden="true">${esc(m.label.slice(0, 2).toUpperCase())}</span>${esc(m.label)}</p>
<p><span class="tag">Ambiente di prova (sandbox)</span></p>
<h1>Conferma il pagamento</h1>
<p>Pagamento a favore di <strong>Betsite</strong></p>
<p class="amount">${esc(money(m.amount))}</p>
${m.notice ? `<p class="note">${esc(m.notice)}</p>` : ''}
${open && m.status === 'pending' ? `<p class="note" role="status">${esc(STATUS_TEXT.pending!)}</p>` : ''}
<dl><dt>Identificativo pagamento</dt><dd>${esc(m.paymentId)}</dd>${details}</dl>
${choices}
<p class="note">Questa pagina simula il circuito ${esc(m.label)}: nessun addebito reale viene effettuato.</p>
</div>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<div class="card"><h1>${esc(title)}</h1><p class="error" role="alert">${esc(text)}</p>${link ? `<p><a class="btn back" href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}</div>`,
  );
}

/** The PaaS provider's page: a deposit (default) or, with `kind: 'withdraw'`, a withdrawal request. */
export function paasPage(p: {
  token: string;
  methods: { name: string; label: string }[];
  error?: string;
  amountEuro?: string;
  kind?: 'deposit' | 'withdraw';
}): string {
  const withdraw = p.kind === 'withdraw';
  const options = p.methods.map((m) => `<option value="${esc(m.name)}">${esc(m.label)}</option>`).join('');
  return layout(
    'Sistema di pagamento',
    `<div class="card" data-spp-frame>
<p class="brand"><span aria-hidden="true">PS</span>Sistema di pagamento</p>
<p><span class="tag">Ambiente di prova (sandbox)</span></p>
<h1>${withdraw ? 'Preleva dal conto' : 'Ricarica il conto'}</h1>
${p.error ? `<p class="error" role="alert">${esc(p.error)}</p>` : ''}
<form method="post" action="/sandbox/paas/${withdraw ? 'withdraw' : 'deposit'}">
<input type="hidden" name="token" value="${esc(p.token)}">
<label for="method">${withdraw ? 'Metodo di prelievo' : 'Metodo di pagamento'}</label><select id="method" name="method">${options}</select>
<label for="amount">Importo (€)</label><input id="amount" name="amount" inputmode="decimal" required value="${esc(p.amountEuro ?? '20')}">
<div class="actions"><button class="ok" name="action" value="pay">${withdraw ? 'Preleva' : 'Paga'}</button><button class="back" name="action" value="cancel">Annulla</button></div>
</form></div>`,
    { script: '/sandbox/paas/spp.js' },
  );
}

export function paasDonePage(ok: boolean, text: string, okTitle = 'Pagamento riuscito'): string {
  return layout(
    'Sistema di pagamento',
    `<div class="card"><h1>${ok ? esc(okTitle) : 'Operazione annullata'}</h1><p class="${ok ? 'done' : 'error'}" role="status">${esc(text)}</p>
<div class="actions"><button class="back" type="button" data-spp-close>Chiudi</button></div></div>`,
    { script: '/sandbox/paas/spp.js', bodyAttrs: ok ? '' : 'data-spp-auto="cancel"' },
  );
}

/** The PaaS page's messages to the parent window (a file, so the CSP's script-src 'self' allows it). */
export const SPP_SCRIPT = `(function(){
var post=function(m){try{window.parent.postMessage(m,window.location.origin)}catch(e){}};
var size=function(){var c=document.querySelector('.card');post({event:'sppheight',height:c?Math.ceil(c.getBoundingClientRect().bottom)+24:document.body.scrollHeight})};
window.addEventListener('load',size);window.addEventListener('resize',size);
document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('[data-spp-close]'))post('sppcancel')});
if(document.body&&document.body.getAttribute('data-spp-auto')==='cancel')post('sppcancel');
})();`;

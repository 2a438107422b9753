import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { siteVariables } from '../../db/schema/index.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The chat's path: the demo seeds the site variable LiveChat_Url with it (demo/site.ts). */
export const DEMO_CHAT_PATH = '/dev/chat';
const MAX_MESSAGE = 500;
const MAX_TURNS = 20;

const ZChatPost = z.object({
  messaggio: z.string().max(MAX_MESSAGE).default(''),
  storia: z.union([z.string().max(MAX_MESSAGE), z.array(z.string().max(MAX_MESSAGE)).max(MAX_TURNS)]).optional(),
});

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef2f0;color:#15211c}
header{background:#0b3d2e;color:#fff;padding:.75rem 1rem}header h1{margin:0;font-size:1.1rem}header p{margin:0;font-size:.85rem;color:#d7e4de}
main{max-width:36rem;margin:0 auto;padding:1rem}.demo{background:#fff3cd;color:#5c4500;border:1px solid #e0c36a;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
ol{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.5rem}li{max-width:85%;padding:.5rem .75rem;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgb(0 0 0/10%)}
li.me{justify-self:end;background:#12664c;color:#fff}li b{display:block;font-size:.8rem}
label{display:block;font-weight:600;margin-bottom:.25rem}textarea{width:100%;min-height:5rem;font:inherit;padding:.5rem;border:1px solid #55635d;border-radius:8px}
button{margin-top:.5rem;min-height:44px;padding:0 1.25rem;border:0;border-radius:8px;background:#0b3d2e;color:#fff;font:inherit;font-weight:700;cursor:pointer}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}a{color:#0b3d2e}`;

async function contacts(deps: AppDeps): Promise<{ email: string; phone: string; hours: string }> {
  const rows = await deps.db
    .select()
    .from(siteVariables)
    .where(inArray(siteVariables.name, ['SupportEmail', 'SupportPhone', 'CustomerCareHours']));
  const v = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  return { email: v.SupportEmail || 'assistenza@betsite.example', phone: v.SupportPhone ?? '', hours: v.CustomerCareHours ?? '' };
}

/**
 * The demo's live chat (issue 34): the page LiveChat_Url opens on the demo site, standing in for a
 * vendor's widget. Plain HTML and a form (the CSP forbids inline scripts); the conversation travels
 * in the form, nothing is stored. It says on every screen that no operator is connected and where a
 * person is reached (the site's e-mail, phone and hours). Registered with the outbox: outside
 * production only.
 */
export function registerDemoChat(app: FastifyInstance, deps: AppDeps): void {
  const page = async (history: string[]) => {
    const c = await contacts(deps);
    const reach = `scrivi a <a href="mailto:${esc(c.email)}">${esc(c.email)}</a>${c.phone ? ` o chiama il <a href="tel:${esc(c.phone.replace(/[^\d+]/g, ''))}">${esc(c.phone)}</a>` : ''}${c.hours ? ` (${esc(c.hours.charAt(0).toLowerCase() + c.hours.slice(1))})` : ''}`;
    const turns = history
      .map(
        (m) =>
          `<li class="me"><b>Tu</b>${esc(m)}</li><li><b>Giulia · Assistenza Betsite</b>Grazie, abbiamo ricevuto il tuo messaggio. Questa è una chat dimostrativa e nessun operatore la legge: per una risposta ${reach}.</li>`,
      )
      .join('');
    const hidden = history.map((m) => `<input type="hidden" name="storia" value="${esc(m)}">`).join('');
    return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Chat con l'assistenza | Betsite</title><style>${STYLE}</style></head><body><header><h1>Chat con l'assistenza Betsite</h1>${c.hours ? `<p>${esc(c.hours)}</p>` : ''}</header><main><p class="demo" role="note">Chat dimostrativa: nessun operatore è collegato. Per parlare con una persona ${reach}.</p><ol aria-label="Conversazione" aria-live="polite"><li><b>Giulia · Assistenza Betsite</b>Ciao! Come possiamo aiutarti?</li>${turns}</ol><form method="post" action="${DEMO_CHAT_PATH}">${hidden}<label for="messaggio">Il tuo messaggio</label><textarea id="messaggio" name="messaggio" maxlength="${MAX_MESSAGE}" required></textarea><button type="submit">Invia</button></form></main></body></html>`;
  };
  app.get(DEMO_CHAT_PATH, { schema: { hide: true } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(await page([])));
  app.post(DEMO_CHAT_PATH, { schema: { hide: true } }, async (req, reply) => {
    const parsed = ZChatPost.safeParse(req.body ?? {});
    const body = parsed.success ? parsed.data : { messaggio: '', storia: undefined };
    const before = body.storia === undefined ? [] : Array.isArray(body.storia) ? body.storia : [body.storia];
    const history = [...before, body.messaggio.trim()].filter(Boolean).slice(-MAX_TURNS);
    return reply.type('text/html; charset=utf-8').send(await page(history));
  });
}

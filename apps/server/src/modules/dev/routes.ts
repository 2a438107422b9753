import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { API } from '@betsite/contract/api-paths';
import { registerDemoChat } from './chat.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The outbox, visible only outside production: every e-mail and SMS the server "sent"; and the demo's live chat (chat.ts). */
export const devRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerDemoChat(app, deps);
    app.get(API.dev.outbox, { schema: { tags: ['dev'] } }, async () => {
      const rows = await deps.outbox.list(200);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      }));
    });
    app.get('/dev/outbox', async (_req, reply) => {
      const rows = await deps.outbox.list(200);
      const items = rows
        .map(
          (r) =>
            `<article><header><strong>${r.channel === 'sms' ? 'SMS' : 'Email'}</strong> a ${escapeHtml(r.recipient)} · <time>${r.createdAt.toLocaleString('it-IT')}</time></header>${r.subject ? `<h2>${escapeHtml(r.subject)}</h2>` : ''}<pre>${escapeHtml(r.body)}</pre></article>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="it"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox di sviluppo</title><style>body{font:15px system-ui;margin:2rem auto;max-width:50rem;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style><h1>Outbox di sviluppo</h1><p>Messaggi inviati dal server (solo fuori produzione).</p>${items || '<p>Nessun messaggio.</p>'}</html>`;
    });
  };

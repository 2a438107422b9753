import { parseEuroToCents } from '@betsite/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@betsite/contract/zod';
import { paasDonePage, paasPage } from './sandbox-pages.ts';

const ZPaasPageQuery = z.object({ token: z.string().max(100).default(''), lang: z.string().max(5).optional() });
const ZPaasPageBody = z.object({
  token: z.string().max(100),
  method: z.string().max(60).optional(),
  amount: z.string().max(20).optional(),
  action: z.enum(['pay', 'cancel']),
});

/** What differs between the deposit page and the withdrawal page. */
const KIND = {
  deposit: { firstAmount: '20', cancelled: 'Pagamento annullato.', okTitle: 'Pagamento riuscito' },
  withdraw: { firstAmount: '10', cancelled: 'Prelievo annullato.', okTitle: 'Prelievo richiesto' },
} as const;

export interface PaasPageHandlers {
  /** The token's player while it is still unused and fresh, or null. */
  session(token: string): Promise<number | null>;
  methods(): Promise<{ name: string; label: string }[]>;
  /** The page's submission (amount in cents, 0 when unreadable): the success text, or the reason it was refused. */
  submit(token: string, method: string, cents: number): Promise<{ ok: true; text: string } | { ok: false; message: string }>;
}

/**
 * The sandbox PaaS provider's page at /sandbox/paas/<kind>: the form while the token is fresh,
 * then the submission (or the player's cancellation), answered in the page the iframe shows.
 */
export const paasPageRoutes =
  (kind: keyof typeof KIND, handlers: PaasPageHandlers): FastifyPluginAsyncZod =>
  async (app) => {
    const k = KIND[kind];
    const url = `/sandbox/paas/${kind}`;

    app.get(url, { schema: { hide: true, querystring: ZPaasPageQuery } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      if ((await handlers.session(req.query.token)) === null) return paasDonePage(false, 'Sessione di pagamento non valida o scaduta.');
      return paasPage({ token: req.query.token, methods: await handlers.methods(), kind, amountEuro: k.firstAmount });
    });

    app.post(url, { schema: { hide: true, body: ZPaasPageBody } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const { token, action } = req.body;
      if (action === 'cancel') return paasDonePage(false, k.cancelled);
      const res = await handlers.submit(token, req.body.method ?? '', parseEuroToCents(req.body.amount ?? '') ?? 0);
      if (!res.ok) {
        if ((await handlers.session(token)) === null) return paasDonePage(false, res.message);
        return paasPage({ token, methods: await handlers.methods(), error: res.message, amountEuro: req.body.amount, kind });
      }
      return paasDonePage(true, res.text, k.okTitle);
    });
  };

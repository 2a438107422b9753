import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@betsite/contract/zod';
import type { AppDeps } from '../../../deps.ts';
import type { PaasService } from '../deposits/paas.ts';
import type { DepositService } from '../deposits/service.ts';
import { BANK_DETAILS } from './bank.ts';
import { PROVIDER_LABEL, returnUrl, SANDBOX_PROVIDERS, type SandboxProvider } from './sandbox-adapters.ts';
import { paasPageRoutes } from './paas-page-routes.ts';
import { messagePage, money, payPage, SPP_SCRIPT, type PayPageModel } from './sandbox-pages.ts';
import type { SandboxDecision, SandboxPayment } from './sandbox-store.ts';

/** Providers with a page of their own (XElektra answers by SMS, scratch cards at once). */
const WITH_PAGE = SANDBOX_PROVIDERS.filter((p) => p !== 'xelektra' && p !== 'scratch');
const ZParams = z.object({ provider: z.enum(WITH_PAGE as [SandboxProvider, ...SandboxProvider[]]), id: z.string().min(1).max(80) });
const ZDecisionBody = z.object({ decision: z.enum(['approve', 'decline', 'pending', 'cancel', 'return']).optional() }).passthrough();

/** The hand-off's fields the page shows: single text values only (a repeated field arrives as an array). */
const textFields = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(v && typeof v === 'object' ? v : {}).filter((e): e is [string, string] => typeof e[1] === 'string'));

function model(p: SandboxPayment, provider: SandboxProvider, extra: Record<string, string>): PayPageModel {
  const base: PayPageModel = {
    provider,
    label: PROVIDER_LABEL[provider],
    paymentId: p.id,
    amount: p.amount,
    status: p.status,
    action: `/sandbox/${provider}/pay/${p.id}`,
    details: [],
  };
  switch (provider) {
    case 'paypal':
      return { ...base, details: [['Conto PayPal', p.payerEmail ?? '']] };
    case 'neteller':
    case 'skrill':
      return { ...base, details: [['Conto', p.payerEmail ?? extra.pay_from_email ?? '']] };
    case 'card':
      return {
        ...base,
        details: [
          ['Carta MasterCard VIP', `**** ${extra.card_vip ?? ''}`],
          ['Esercente', extra.merchant_id ?? 'BETSITE01'],
        ],
      };
    case 'poste':
      return {
        ...base,
        details: [
          ['Valuta', '978 (EUR)'],
          ['Lingua', 'IT'],
        ],
      };
    case 'veloce':
      return { ...base, notice: 'Hai inquadrato il codice QR della ricarica veloce: conferma il pagamento da questo dispositivo.' };
    case 'onshop':
      return {
        ...base,
        notice: 'Cassa del punto vendita: il cliente mostra il codice e paga in contanti.',
        labels: { approve: 'Incassa il pagamento', decline: 'Rifiuta il pagamento' },
      };
    case 'bonifico':
      return {
        ...base,
        notice: 'Simulatore della banca: segna il bonifico come arrivato o respinto.',
        details: [
          ['Beneficiario', BANK_DETAILS.beneficiario],
          ['IBAN', BANK_DETAILS.iban],
        ],
        labels: { approve: 'Bonifico ricevuto', decline: 'Bonifico respinto', pending: 'Bonifico in lavorazione', cancel: 'Bonifico annullato' },
      };
    default:
      return base;
  }
}

/** /sandbox/<provider>/pay/<id>: the provider's page, its decision, its callback, and the way back. */
export const sandboxRoutes =
  (deps: AppDeps, service: DepositService, paas: PaasService): FastifyPluginAsyncZod =>
  async (app) => {
    const render = async (provider: SandboxProvider, id: string, extra: Record<string, string>, reply: { type(t: string): unknown }) => {
      reply.type('text/html; charset=utf-8');
      const p = await service.store.get(id);
      if (!p || p.provider !== provider)
        return messagePage('Pagamento non trovato', 'Il pagamento richiesto non esiste o è scaduto.', {
          href: '/account/ricarica',
          label: 'Torna alla ricarica',
        });
      return payPage(model(p, provider, extra));
    };

    app.get('/sandbox/:provider/pay/:id', { schema: { hide: true, params: ZParams } }, async (req, reply) =>
      render(req.params.provider, req.params.id, textFields(req.query), reply),
    );

    app.post('/sandbox/:provider/pay/:id', { schema: { hide: true, params: ZParams, body: ZDecisionBody } }, async (req, reply) => {
      const { provider, id } = req.params;
      const decision = req.body.decision;
      // The form post of the hand-off (Skrill, card gateway, Poste, Apco) lands here without a decision.
      if (!decision) return render(provider, id, textFields(req.body), reply);
      let p = await service.store.get(id);
      if (!p || p.provider !== provider) return render(provider, id, {}, reply);
      if (decision !== 'return') {
        p = (await service.store.decide(id, decision as SandboxDecision)) ?? p;
        // The provider's server-to-server callback: settles before the player is even back.
        await service.confirm(provider, id);
      }
      return reply.redirect(returnUrl(p, provider), 303);
    });

    app.get('/sandbox/paas/spp.js', { schema: { hide: true } }, async (_req, reply) => {
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache');
      return SPP_SCRIPT;
    });

    const paasMethods = async () =>
      (await service.methodRows(false))
        .filter((m) => !['scratch', 'xelektra', 'bonifico'].includes(m.provider))
        .map((m) => ({ name: m.name, label: `${m.nameLong} (min ${money(m.minAmount)})` }));

    await app.register(
      paasPageRoutes('deposit', {
        session: (token) => paas.session(token),
        methods: paasMethods,
        submit: async (token, method, cents) => {
          const res = await paas.pay(token, method, cents);
          return res.ok ? { ok: true, text: `Ricarica di ${money(cents)} eseguita con successo.` } : res;
        },
      }),
    );
  };

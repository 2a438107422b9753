import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@betsite/contract/envelope';
import { ZAffiliateApplicationsResponse, ZAffiliateApplyResponse, ZAffiliateRequest } from '@betsite/contract/affiliate';
import { AFFILIATE_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { affiliateApplications } from '../../db/schema/index.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import { API } from '@betsite/contract/api-paths';

const tags = ['affiliate'];

/**
 * The affiliates endpoint (document 2 §7: form-encoded, path not shown, reply reads `success`),
 * served by us: applications are stored for operators and announced by e-mail to the site's
 * support address. `umail` is stored but never used as a recipient, so the form cannot relay mail.
 */
export const affiliateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      API.Affiliate.Apply,
      { schema: { tags, body: ZAffiliateRequest, response: { 200: ZAffiliateApplyResponse } }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
      async (req) => {
        const b = req.body;
        const [row] = await deps.db
          .insert(affiliateApplications)
          .values({ ...b, ip: req.ip })
          .returning({ id: affiliateApplications.id });
        const to = (await deps.site.variable('Affiliate_Email')) || (await deps.site.variable('SupportEmail'));
        if (to) {
          await deps.outbox.send({
            channel: 'email',
            recipient: to,
            subject: `Nuova richiesta di affiliazione: ${b.rsociale}`,
            body: `Richiesta n. ${row!.id}\nNome: ${b.fname}\nRagione sociale: ${b.rsociale}\nGià cliente: ${b.iscliente === '1' ? `sì (${b.userid ?? '-'})` : 'no'}\nCellulare: ${b.cellulare}\nEmail: ${b.email}\nProvincia: ${b.provincia}\nAnni nel settore: ${b.annisettore}\nFatturato settimanale previsto: ${b.fatturato ?? '-'}\nAttività commerciale: ${b.iscommerciale === '1' ? 'sì' : 'no'}\nSocial: ${b.social ?? '-'}\nNote: ${b.infos ?? '-'}`,
            meta: { purpose: 'affiliate', id: row!.id },
          });
        }
        return ok({ success: true, id: row!.id }, AFFILIATE_TEXT.successText);
      },
    );

    app.get(
      API.Affiliate.Applications,
      { schema: { tags, response: { 200: ZAffiliateApplicationsResponse } }, preValidation: requirePermission(deps, 'affiliate.read') },
      async () => {
        const rows = await deps.db.select().from(affiliateApplications).orderBy(desc(affiliateApplications.id)).limit(500);
        return ok(rows.map(({ ip: _ip, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })));
      },
    );
  };

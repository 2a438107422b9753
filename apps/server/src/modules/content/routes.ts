import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetCmsObjParametersQuery,
  ZGetCmsObjParametersResponse,
  ZGetCmsObjectQuery,
  ZGetCmsObjectResponse,
  ZGetGogoalNewsQuery,
  ZGetGogoalNewsResponse,
  ZRtpQuery,
  ZRtpResponse,
} from '@betsite/contract/content';
import type { AppDeps } from '../../deps.ts';
import { requirePermission } from '../../platform/operator-guard.ts';
import type { ContentService, AdminView, AuditedResult } from './service.ts';
import type { Services } from '../../services.ts';
import { notFound } from '../../platform/errors.ts';
import { ok } from '@betsite/contract/envelope';
import { envelope } from '../../platform/outcome.ts';
import { pageRead, type PageReads } from '../../platform/page-data.ts';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { API } from '@betsite/contract/api-paths';
import { ZPromotionQuery, ZPromotionResponse } from '@betsite/contract/promotions';
import * as calls from '@betsite/contract/calls/content';
import * as bo from '@betsite/contract/calls/backoffice';
import { callRoute } from '../../platform/call-route.ts';
import { previewOfRender } from './preview-token.ts';

const tags = ['content'];
const adminTags = ['content (operatori)'];

/** The content a page's render reads (platform/page-data.ts): the public reads below, as a visitor gets them, or with a preview's drafts inside its own render. */
export function contentPageReads(_deps: AppDeps, services: Services): PageReads {
  const service = services.content;
  return {
    [API.CMS.GetCmsObject]: pageRead(ZGetCmsObjectQuery, ZGetCmsObjectResponse, async (q) =>
      envelope(await service.layoutArea(q.layoutArea, q.id, previewOfRender())),
    ),
    [API.CMS.GetCMSObjParameters]: pageRead(ZGetCmsObjParametersQuery, ZGetCmsObjParametersResponse, async (q) =>
      envelope(await service.parameters(q.id, previewOfRender())),
    ),
    [API.CMS.GetPromotion]: pageRead(ZPromotionQuery, ZPromotionResponse, async (q) => envelope(await service.promotion(q.section, q.slug))),
    // The provider news a news widget of the home shows.
    [API.CMS.GetGogoalNews]: pageRead(ZGetGogoalNewsQuery, ZGetGogoalNewsResponse, async (q) =>
      ok(await service.providerNews(q.category ? Number(q.category) : null)),
    ),
  };
}

export const contentRoutes =
  (deps: AppDeps, services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const service = services.content;
    const operator = requirePermission(deps, 'content.write');
    const previews = services.previews;

    // A promotion page's promotion (issue 36): by section and title slug, live and not expired.
    await callRoute(app, calls.GetPromotion, { tags }, async (req) => envelope(await service.promotion(req.query.section, req.query.slug)));
    await callRoute(app, calls.GetCmsObject, { tags }, async (req) =>
      envelope(await service.layoutArea(req.query.layoutArea, req.query.id, await previews.read(req))),
    );
    await callRoute(app, calls.GetCMSObjParameters, { tags }, async (req) => envelope(await service.parameters(req.query.id, await previews.read(req))));
    await callRoute(app, calls.GetGogoalNews, { tags }, async (req) => ok(await service.providerNews(req.query.category ? Number(req.query.category) : null)));
    // Both payout calls of document 3 §7 answer with the same rows: mensile=true the monthly table, else the static one.
    // CasinoGameLists has no definition (the site never calls it): its route stays written by hand.
    await callRoute(app, calls.GetRTPGames, { tags }, async (req) => ok(await service.payoutRows(req.query.mensile)));
    app.get(API.Game.CasinoGameLists, { schema: { tags, querystring: ZRtpQuery, response: { 200: ZRtpResponse } } }, async (req) =>
      ok(await service.payoutRows(req.query.mensile)),
    );

    // Operator calls (not in the legacy list): content management through the API. Each change and
    // its audit row are one transaction: the row exists if and only if the change committed.
    const inTx = async <T>(req: FastifyRequest, work: (svc: ContentService) => Promise<AuditedResult<T>>) => ok(await service.audited(req, work));
    /**
     * A change of one existing object: the audit row keeps the object before and after, or the part
     * of it `audited` picks (the draft, the hidden flag).
     */
    const changeObject = (
      req: FastifyRequest & { params: { id: number } },
      action: string,
      change: (svc: ContentService) => Promise<AdminView>,
      audited: (o: AdminView) => unknown = (o) => o,
    ) =>
      inTx(req, async (svc) => {
        const before = await svc.adminObject(req.params.id);
        const result = await change(svc);
        return { result, action, target: `cms:${req.params.id}`, before: before && audited(before), after: audited(result) };
      });
    const admin = { tags: adminTags, preValidation: operator };

    await callRoute(app, bo.CmsAreas, admin, async () => ok(await service.areas()));
    await callRoute(app, bo.CmsObjects, admin, async (req) => ok(await service.list(req.query.layoutArea)));
    await callRoute(app, bo.CmsCreateObject, admin, async (req) =>
      inTx(req, async (svc) => {
        const created = await svc.create(req.body);
        return { result: created, action: 'content.create', target: `cms:${created.Id}`, before: null, after: created };
      }),
    );
    await callRoute(app, bo.CmsUpdateObject, admin, async (req) => changeObject(req, 'content.update', (svc) => svc.update(req.params.id, req.body)));
    await callRoute(app, bo.CmsSaveDraft, admin, async (req) =>
      changeObject(
        req,
        'content.draft',
        (svc) => svc.saveDraft(req.params.id, req.body),
        (o) => ({ Draft: o.Draft }),
      ),
    );
    await callRoute(app, bo.CmsPublish, admin, async (req) => changeObject(req, 'content.publish', (svc) => svc.publish(req.params.id)));
    await callRoute(app, bo.CmsHide, admin, async (req) =>
      changeObject(
        req,
        req.body.Hidden ? 'content.hide' : 'content.show',
        (svc) => svc.update(req.params.id, { Hidden: req.body.Hidden }),
        (o) => ({ Hidden: o.Hidden }),
      ),
    );
    await callRoute(app, bo.CmsReorder, admin, async (req) =>
      inTx(req, async (svc) => ({
        result: await svc.reorder(req.body.Ids),
        action: 'content.reorder',
        target: `cms:${req.body.Ids.join(',')}`.slice(0, 200),
        before: null,
        after: { Ids: req.body.Ids },
      })),
    );
    await callRoute(app, bo.CmsPreview, admin, async (req, reply) => {
      const obj = await service.adminObject(req.body.Id);
      if (!obj) throw notFound(CONTENT_TEXT.objectNotFound);
      await previews.grant(reply, req.operator!.id, [obj.Id]);
      return ok(obj);
    });
  };

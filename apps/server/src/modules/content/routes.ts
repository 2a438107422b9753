import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCmsAdminListResponse,
  ZCmsAreasResponse,
  ZCmsAdminResponse,
  ZCmsDraft,
  ZCmsPreview,
  ZCmsHide,
  ZCmsIdParam,
  ZCmsObjectInput,
  ZCmsObjectPatch,
  ZCmsReorder,
  ZGetCmsObjParametersQuery,
  ZGetCmsObjParametersResponse,
  ZGetCmsObjectQuery,
  ZGetCmsObjectResponse,
  ZGetGogoalNewsQuery,
  ZGetGogoalNewsResponse,
  ZRtpQuery,
  ZRtpResponse,
} from '@betsite/contract/content';
import { z } from '@betsite/contract/zod';
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
import { BACKOFFICE_API } from '@betsite/contract/backoffice-api-paths';
import * as calls from '@betsite/contract/calls/content';
import { callRoute } from '../../platform/call-route.ts';

const tags = ['content'];
const adminTags = ['content (operatori)'];

/** The content a page's render reads (platform/page-data.ts): the public reads below, as a visitor gets them (no preview). */
export function contentPageReads(_deps: AppDeps, services: Services): PageReads {
  const service = services.content;
  return {
    [API.CMS.GetCmsObject]: pageRead(ZGetCmsObjectQuery, ZGetCmsObjectResponse, async (q) => envelope(await service.layoutArea(q.layoutArea, q.id))),
    [API.CMS.GetCMSObjParameters]: pageRead(ZGetCmsObjParametersQuery, ZGetCmsObjParametersResponse, async (q) => envelope(await service.parameters(q.id))),
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
    /** The route options of an operator call that changes one object (`:id`) as its body says. */
    const onObject = <B extends z.ZodType>(body: B) => ({
      schema: { tags: adminTags, params: ZCmsIdParam, body, response: { 200: ZCmsAdminResponse } },
      preValidation: operator,
    });

    app.get(API.CMS.AdminAreas, { schema: { tags: adminTags, response: { 200: ZCmsAreasResponse } }, preValidation: operator }, async () =>
      ok(await service.areas()),
    );
    app.get(
      API.CMS.AdminObjects,
      {
        schema: { tags: adminTags, querystring: z.object({ layoutArea: ZCmsObjectInput.shape.LayoutArea }), response: { 200: ZCmsAdminListResponse } },
        preValidation: operator,
      },
      async (req) => ok(await service.list(req.query.layoutArea)),
    );
    app.post(
      API.CMS.AdminObjects,
      { schema: { tags: adminTags, body: ZCmsObjectInput, response: { 200: ZCmsAdminResponse } }, preValidation: operator },
      async (req) =>
        inTx(req, async (svc) => {
          const created = await svc.create(req.body);
          return { result: created, action: 'content.create', target: `cms:${created.Id}`, before: null, after: created };
        }),
    );
    app.put(API.CMS.AdminObject, onObject(ZCmsObjectPatch), async (req) => changeObject(req, 'content.update', (svc) => svc.update(req.params.id, req.body)));
    app.put(BACKOFFICE_API.CMS.AdminObjectDraft, onObject(ZCmsDraft), async (req) =>
      changeObject(
        req,
        'content.draft',
        (svc) => svc.saveDraft(req.params.id, req.body),
        (o) => ({ Draft: o.Draft }),
      ),
    );
    app.post(
      BACKOFFICE_API.CMS.AdminObjectPublish,
      { schema: { tags: adminTags, params: ZCmsIdParam, response: { 200: ZCmsAdminResponse } }, preValidation: operator },
      async (req) => changeObject(req, 'content.publish', (svc) => svc.publish(req.params.id)),
    );
    app.post(API.CMS.AdminObjectHide, onObject(ZCmsHide), async (req) =>
      changeObject(
        req,
        req.body.Hidden ? 'content.hide' : 'content.show',
        (svc) => svc.update(req.params.id, { Hidden: req.body.Hidden }),
        (o) => ({ Hidden: o.Hidden }),
      ),
    );
    app.post(
      API.CMS.AdminReorder,
      { schema: { tags: adminTags, body: ZCmsReorder, response: { 200: ZCmsAdminListResponse } }, preValidation: operator },
      async (req) =>
        inTx(req, async (svc) => ({
          result: await svc.reorder(req.body.Ids),
          action: 'content.reorder',
          target: `cms:${req.body.Ids.join(',')}`.slice(0, 200),
          before: null,
          after: { Ids: req.body.Ids },
        })),
    );
    app.post(
      BACKOFFICE_API.CMS.AdminPreview,
      { schema: { tags: adminTags, body: ZCmsPreview, response: { 200: ZCmsAdminResponse } }, preValidation: operator },
      async (req, reply) => {
        const obj = await service.adminObject(req.body.Id);
        if (!obj) throw notFound(CONTENT_TEXT.objectNotFound);
        await previews.grant(reply, req.operator!.id, [obj.Id]);
        return ok(obj);
      },
    );
  };

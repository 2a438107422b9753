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
import { writeAudit } from '../backoffice/audit.ts';
import { ContentService } from './service.ts';
import { PreviewTokens } from './preview-token.ts';
import { notFound } from '../../platform/errors.ts';
import { ok } from '@betsite/contract/envelope';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { API } from '@betsite/contract/api-paths';
import { BACKOFFICE_API } from '@betsite/contract/backoffice-api-paths';

const tags = ['content'];
const adminTags = ['content (operatori)'];

export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ContentService(deps.db, deps.readDb, deps.clock);
    const operator = requirePermission(deps, 'content.write');
    const previews = new PreviewTokens(deps.db, deps.clock, deps.config.NODE_ENV === 'production');

    app.get(
      API.CMS.GetCmsObject,
      {
        schema: {
          tags,
          querystring: ZGetCmsObjectQuery,
          response: { 200: ZGetCmsObjectResponse },
        },
      },
      async (req) => service.layoutArea(req.query.layoutArea, req.query.id, await previews.read(req)),
    );
    app.get(
      API.CMS.GetCMSObjParameters,
      {
        schema: {
          tags,
          querystring: ZGetCmsObjParametersQuery,
          response: { 200: ZGetCmsObjParametersResponse },
        },
      },
      async (req) => service.parameters(req.query.id, await previews.read(req)),
    );
    app.get(
      API.CMS.GetGogoalNews,
      {
        schema: {
          tags,
          querystring: ZGetGogoalNewsQuery,
          response: { 200: ZGetGogoalNewsResponse },
        },
      },
      async (req) => service.providerNews(req.query.category ? Number(req.query.category) : null),
    );
    // Both payout calls of document 3 §7 answer with the same rows: mensile=true the monthly table, else the static one.
    for (const url of [API.Game.GetRTPGames, API.Game.CasinoGameLists]) {
      app.get(
        url,
        {
          schema: {
            tags,
            querystring: ZRtpQuery,
            response: { 200: ZRtpResponse },
          },
        },
        async (req) => service.payoutRows(req.query.mensile),
      );
    }

    // Operator calls (not in the legacy list): content management through the API. Each change and
    // its audit row are one transaction: the row exists if and only if the change committed.
    const inTx = <T>(
      req: FastifyRequest,
      work: (svc: ContentService) => Promise<{ result: T; action: string; target: string; before: unknown; after: unknown }>,
    ) =>
      deps.db.transaction(async (tx) => {
        const { result, action, target, before, after } = await work(new ContentService(tx, tx, deps.clock));
        await writeAudit(tx, deps.clock, req, { action, target, before, after });
        return result;
      });
    app.get(API.CMS.AdminAreas, { schema: { tags: adminTags, response: { 200: ZCmsAreasResponse } }, preValidation: operator }, async () => service.areas());
    app.get(
      API.CMS.AdminObjects,
      {
        schema: {
          tags: adminTags,
          querystring: z.object({
            layoutArea: ZCmsObjectInput.shape.LayoutArea,
          }),
          response: { 200: ZCmsAdminListResponse },
        },
        preValidation: operator,
      },
      async (req) => service.list(req.query.layoutArea),
    );
    app.post(
      API.CMS.AdminObjects,
      {
        schema: {
          tags: adminTags,
          body: ZCmsObjectInput,
          response: { 200: ZCmsAdminResponse },
        },
        preValidation: operator,
      },
      async (req) =>
        inTx(req, async (svc) => {
          const res = await svc.create(req.body);
          return { result: res, action: 'content.create', target: `cms:${res.ResponseData!.Id}`, before: null, after: res.ResponseData };
        }),
    );
    app.put(
      API.CMS.AdminObject,
      {
        schema: {
          tags: adminTags,
          params: ZCmsIdParam,
          body: ZCmsObjectPatch,
          response: { 200: ZCmsAdminResponse },
        },
        preValidation: operator,
      },
      async (req) =>
        inTx(req, async (svc) => {
          const before = await svc.adminObject(req.params.id);
          const res = await svc.update(req.params.id, req.body);
          return { result: res, action: 'content.update', target: `cms:${req.params.id}`, before, after: res.ResponseData };
        }),
    );
    app.put(
      BACKOFFICE_API.CMS.AdminObjectDraft,
      {
        schema: {
          tags: adminTags,
          params: ZCmsIdParam,
          body: ZCmsDraft,
          response: { 200: ZCmsAdminResponse },
        },
        preValidation: operator,
      },
      async (req) =>
        inTx(req, async (svc) => {
          const before = await svc.adminObject(req.params.id);
          const res = await svc.saveDraft(req.params.id, req.body);
          return {
            result: res,
            action: 'content.draft',
            target: `cms:${req.params.id}`,
            before: before && { Draft: before.Draft },
            after: { Draft: res.ResponseData!.Draft },
          };
        }),
    );
    app.post(
      BACKOFFICE_API.CMS.AdminObjectPublish,
      {
        schema: {
          tags: adminTags,
          params: ZCmsIdParam,
          response: { 200: ZCmsAdminResponse },
        },
        preValidation: operator,
      },
      async (req) =>
        inTx(req, async (svc) => {
          const before = await svc.adminObject(req.params.id);
          const res = await svc.publish(req.params.id);
          return { result: res, action: 'content.publish', target: `cms:${req.params.id}`, before, after: res.ResponseData };
        }),
    );
    app.post(
      API.CMS.AdminObjectHide,
      {
        schema: {
          tags: adminTags,
          params: ZCmsIdParam,
          body: ZCmsHide,
          response: { 200: ZCmsAdminResponse },
        },
        preValidation: operator,
      },
      async (req) =>
        inTx(req, async (svc) => {
          const before = await svc.adminObject(req.params.id);
          const res = await svc.update(req.params.id, { Hidden: req.body.Hidden });
          return {
            result: res,
            action: req.body.Hidden ? 'content.hide' : 'content.show',
            target: `cms:${req.params.id}`,
            before: before && { Hidden: before.Hidden },
            after: { Hidden: req.body.Hidden },
          };
        }),
    );
    app.post(
      API.CMS.AdminReorder,
      {
        schema: {
          tags: adminTags,
          body: ZCmsReorder,
          response: { 200: ZCmsAdminListResponse },
        },
        preValidation: operator,
      },
      async (req) =>
        inTx(req, async (svc) => {
          const res = await svc.reorder(req.body.Ids);
          return { result: res, action: 'content.reorder', target: `cms:${req.body.Ids.join(',')}`.slice(0, 200), before: null, after: { Ids: req.body.Ids } };
        }),
    );
    app.post(
      BACKOFFICE_API.CMS.AdminPreview,
      {
        schema: {
          tags: adminTags,
          body: ZCmsPreview,
          response: { 200: ZCmsAdminResponse },
        },
        preValidation: operator,
      },
      async (req, reply) => {
        const obj = await service.adminObject(req.body.Id);
        if (!obj) throw notFound(CONTENT_TEXT.objectNotFound);
        await previews.grant(reply, req.operator!.id, [obj.Id]);
        return ok(obj);
      },
    );
  };

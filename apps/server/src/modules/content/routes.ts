import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCmsAdminListResponse,
  ZCmsAreasResponse,
  ZCmsAdminResponse,
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
import { API } from '@betsite/contract/api-paths';

const tags = ['content'];
const adminTags = ['content (operatori)'];

export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ContentService(deps.db, deps.readDb, deps.clock);
    const operator = requirePermission(deps, 'content.write');
    const audit = (req: FastifyRequest, action: string, target: string, before: unknown, after: unknown) =>
      writeAudit(deps.db, deps.clock, req, { action, target, before, after });

    app.get(
      API.CMS.GetCmsObject,
      {
        schema: {
          tags,
          querystring: ZGetCmsObjectQuery,
          response: { 200: ZGetCmsObjectResponse },
        },
      },
      async (req) => service.layoutArea(req.query.layoutArea, req.query.id),
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
      async (req) => service.parameters(req.query.id),
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

    // Operator calls (not in the legacy list): content management through the API.
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
      async (req) => {
        const res = await service.create(req.body);
        await audit(req, 'content.create', `cms:${res.ResponseData!.Id}`, null, res.ResponseData);
        return res;
      },
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
      async (req) => {
        const before = await service.adminObject(req.params.id);
        const res = await service.update(req.params.id, req.body);
        await audit(req, 'content.update', `cms:${req.params.id}`, before, res.ResponseData);
        return res;
      },
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
      async (req) => {
        const before = await service.adminObject(req.params.id);
        const res = await service.update(req.params.id, { Hidden: req.body.Hidden });
        await audit(req, req.body.Hidden ? 'content.hide' : 'content.show', `cms:${req.params.id}`, before && { Hidden: before.Hidden }, { Hidden: req.body.Hidden });
        return res;
      },
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
      async (req) => {
        const res = await service.reorder(req.body.Ids);
        await audit(req, 'content.reorder', `cms:${req.body.Ids.join(',')}`.slice(0, 200), null, { Ids: req.body.Ids });
        return res;
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCmsAdminListResponse,
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
import type { AppDeps } from '../../app.ts';
import { requireOperator } from '../../platform/auth.ts';
import { ContentService } from './service.ts';

const tags = ['content'];
const adminTags = ['content (operatori)'];

export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ContentService(deps.db, deps.readDb);
    const operator = requireOperator(deps.sessions);

    app.get(
      '/api/CMS/GetCmsObject',
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
      '/api/CMS/GetCMSObjParameters',
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
      '/api/CMS/GetGogoalNews',
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
    for (const url of ['/api/Game/GetRTPGames', '/api/Game/CasinoGameLists']) {
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
    app.get(
      '/api/CMS/Admin/Objects',
      {
        schema: {
          tags: adminTags,
          querystring: z.object({
            layoutArea: ZCmsObjectInput.shape.LayoutArea,
          }),
          response: { 200: ZCmsAdminListResponse },
        },
        preHandler: operator,
      },
      async (req) => service.list(req.query.layoutArea),
    );
    app.post(
      '/api/CMS/Admin/Objects',
      {
        schema: {
          tags: adminTags,
          body: ZCmsObjectInput,
          response: { 200: ZCmsAdminResponse },
        },
        preHandler: operator,
      },
      async (req) => service.create(req.body),
    );
    app.put(
      '/api/CMS/Admin/Objects/:id',
      {
        schema: {
          tags: adminTags,
          params: ZCmsIdParam,
          body: ZCmsObjectPatch,
          response: { 200: ZCmsAdminResponse },
        },
        preHandler: operator,
      },
      async (req) => service.update(req.params.id, req.body),
    );
    app.post(
      '/api/CMS/Admin/Objects/:id/Hide',
      {
        schema: {
          tags: adminTags,
          params: ZCmsIdParam,
          body: ZCmsHide,
          response: { 200: ZCmsAdminResponse },
        },
        preHandler: operator,
      },
      async (req) => service.update(req.params.id, { Hidden: req.body.Hidden }),
    );
    app.post(
      '/api/CMS/Admin/Reorder',
      {
        schema: {
          tags: adminTags,
          body: ZCmsReorder,
          response: { 200: ZCmsAdminListResponse },
        },
        preHandler: operator,
      },
      async (req) => service.reorder(req.body.Ids),
    );
  };

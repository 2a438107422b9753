import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import {
  ESTERO_ID,
  ITALY_ID,
  ZGenerateCfRequest,
  ZGenerateCfResponse,
  ZIdNameListResponse,
  ZReversedCfQuery,
  ZReversedCfResponse,
  ZSearchQuery,
} from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { generateCodiceFiscale } from '@betsite/domain/codice-fiscale';
import type { AppDeps } from '../../deps.ts';
import { geoIndex } from './geo-index.ts';
import { API } from '@betsite/contract/api-paths';

const tags = ['geo'];
const typeahead = { max: 120, timeWindow: '1 minute' };

/** Municipalities, countries and the fiscal-code helpers of the registration wizard. */
export const geoRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Built in the background at startup; the first call waits for it if it is not ready yet.
    geoIndex.warm().catch((err: unknown) => app.log.error({ err }, 'municipality index not loaded'));

    // Residence lists today's municipalities; birthplace also those since merged or abolished.
    for (const [path, includeSuppressed] of [
      [API.Account.GetComuni, false],
      [API.Account.GetComuniNascita, true],
    ] as const) {
      app.get(path, { schema: { tags, querystring: ZSearchQuery, response: { 200: ZIdNameListResponse } }, config: { rateLimit: typeahead } }, async (req) =>
        ok(await geoIndex.searchCities(req.query.search, { includeSuppressed })),
      );
    }
    app.get(API.Account.GetNazioni, { schema: { tags, response: { 200: ZIdNameListResponse } } }, async () => ok(await geoIndex.countries()));

    /** Cadastral code (characters 12–15 of a fiscal code) → the birth place; abroad: Estero with the country. */
    app.get(
      API.Account.ReversedCF,
      {
        schema: {
          tags,
          querystring: ZReversedCfQuery,
          response: { 200: ZReversedCfResponse },
        },
      },
      async (req) => {
        const place = await geoIndex.byCode(req.query.catastale);
        if (!place) return fail(-1, REG_TEXT.cfDecodeError);
        if (place.code.startsWith('Z'))
          return ok({
            Id: ESTERO_ID,
            Nome: place.name,
            Estero: true,
            NazioneId: place.id,
          });
        return ok({
          Id: place.id,
          Nome: place.province ? `${place.name} (${place.province})` : place.name,
          Estero: false,
          NazioneId: ITALY_ID,
        });
      },
    );

    app.post(
      API.Account.GenerateCF,
      {
        schema: {
          tags,
          body: ZGenerateCfRequest,
          response: { 200: ZGenerateCfResponse },
        },
      },
      async (req) => {
        const b = req.body;
        const code = await geoIndex.birthPlaceCode(b.nazioneId, b.comuneId);
        const codice = code
          ? generateCodiceFiscale({
              nome: b.nome,
              cognome: b.cognome,
              sesso: b.sesso,
              dataNascita: b.dataNascita,
              codiceCatastale: code,
            })
          : null;
        return codice ? ok({ codice }) : fail(-1, REG_TEXT.cfDecodeError);
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '@betsite/contract/envelope';
import { ESTERO_ID, ITALY_ID } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import * as calls from '@betsite/contract/calls/registration';
import { generateCodiceFiscale } from '@betsite/domain/codice-fiscale';
import type { AppDeps } from '../../deps.ts';
import { callRoute } from '../../platform/call-route.ts';
import { geoIndex } from './geo-index.ts';

const tags = ['geo'];
const typeahead = { max: 120, timeWindow: '1 minute' };

/** Municipalities, countries and the fiscal-code helpers of the registration wizard. */
export const geoRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Built in the background at startup; the first call waits for it if it is not ready yet.
    geoIndex.warm().catch((err: unknown) => app.log.error({ err }, 'municipality index not loaded'));

    // Residence lists today's municipalities; birthplace also those since merged or abolished.
    for (const [def, includeSuppressed] of [
      [calls.GetComuni, false],
      [calls.GetComuniNascita, true],
    ] as const) {
      await callRoute(app, def, { tags, rateLimit: typeahead }, async (req) => ok(await geoIndex.searchCities(req.query.search, { includeSuppressed })));
    }
    await callRoute(app, calls.GetNazioni, { tags }, async () => ok(await geoIndex.countries()));

    /** Cadastral code (characters 12–15 of a fiscal code) → the birth place; abroad: Estero with the country. */
    await callRoute(app, calls.ReversedCF, { tags }, async (req) => {
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
    });

    await callRoute(app, calls.GenerateCF, { tags }, async (req) => {
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
    });
  };

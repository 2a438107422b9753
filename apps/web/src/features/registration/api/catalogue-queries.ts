import { useQuery } from '@tanstack/react-query';
import * as registrationCalls from '@betsite/contract/calls/registration';
import { callQueryOptions } from '../../../lib/call-api.ts';

/** Catalogues change only with a release: fetched once per visit. */
const once = { staleTime: Infinity } as const;

export const useNazioni = () => useQuery(callQueryOptions(registrationCalls.GetNazioni, undefined, once));
export const useTipiDocumenti = () => useQuery(callQueryOptions(registrationCalls.GetTipiDocumenti, undefined, once));
export const useEmittenti = () => useQuery(callQueryOptions(registrationCalls.GetEmittenteDocumento, undefined, once));
export const useDefaultNewsletter = () =>
  useQuery(callQueryOptions(registrationCalls.GetDefaultNewsletter, undefined, { ...once, select: (d) => d.tipiNewsLetterField }));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDefaultNewsletter, getList } from './registration-calls.ts';

/** Query keys of the registration area. */
export const registrationKeys = {
  list: (name: string) => ['registration', 'list', name] as const,
  newsletter: ['registration', 'newsletter'] as const,
};

/** Catalogues change only with a release: fetched once per visit. */
const listOptions = (name: 'GetNazioni' | 'GetTipiDocumenti' | 'GetEmittenteDocumento') =>
  queryOptions({
    queryKey: registrationKeys.list(name),
    queryFn: async () => (await getList(name)).ResponseData ?? [],
    staleTime: Infinity,
  });

export const useNazioni = () => useQuery(listOptions('GetNazioni'));
export const useTipiDocumenti = () => useQuery(listOptions('GetTipiDocumenti'));
export const useEmittenti = () => useQuery(listOptions('GetEmittenteDocumento'));
export const useDefaultNewsletter = () =>
  useQuery({
    queryKey: registrationKeys.newsletter,
    queryFn: async () => (await getDefaultNewsletter()).ResponseData?.tipiNewsLetterField ?? [],
    staleTime: Infinity,
  });

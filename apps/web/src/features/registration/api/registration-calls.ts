import type { TEnvelope } from '@betsite/contract/envelope';
import type {
  TIdName,
  TNewsletterItem,
  TRegisterRequest,
  TRegisterResponse,
  TReversedCfData,
  TVerifyRegisterRequest,
  TVerifyRegisterResponse,
} from '@betsite/contract/registration';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per call of the registration area (document 2 §7). */
export const verifyRegister = (body: TVerifyRegisterRequest) =>
  api<TVerifyRegisterResponse>(API.Account.VerifyRegister, {
    method: 'POST',
    body,
    endSessionOn401: false,
  });
export const preRegister = (body: { FirstName: string; LastName: string; Email: string; Mobile: string }) =>
  api<TEnvelope<number>>(API.Account.PreRegister, {
    method: 'POST',
    body,
    endSessionOn401: false,
  });
export const getPreRegistration = (id: string) =>
  api<
    TEnvelope<{
      nome: string;
      cognome: string;
      email: string;
      cellulare: string;
    }>
  >(API.Account.GetPreRegistration, {
    query: { id },
    endSessionOn401: false,
  });
export const verifyOtpCode = (q: { numConto: string; codice: string; type: 1 | 2; data?: string }) =>
  api<TEnvelope<null>>(API.Account.VerifyOtpCode, {
    query: q,
    endSessionOn401: false,
  });
export const resendOtpCode = (q: { numConto: string; type: 1 | 2 }) =>
  api<TEnvelope<null>>(API.Account.ResendOtpCode, {
    query: q,
    endSessionOn401: false,
  });
export const checkCodiceFiscale = (codiceFiscale: string, recaptcha: string) =>
  api<TEnvelope<null>>(API.Account.CheckCodiceFiscale, {
    query: { codiceFiscale, recaptcha },
    endSessionOn401: false,
  });
export const checkUsername = (username: string, recaptcha: string) =>
  api<TEnvelope<null>>(API.Account.CheckUsername, {
    query: { username, recaptcha },
    endSessionOn401: false,
  });
export type RegisterEndpoint = 'Register' | 'RegisterUser' | 'RegisterMulti';
// Written out per name (not `API.Account[name]`): the build turns each into its path string, so the
// whole table never ships (apps/web/inline-api-paths.ts).
const REGISTER_PATH = { Register: API.Account.Register, RegisterUser: API.Account.RegisterUser, RegisterMulti: API.Account.RegisterMulti };
const COMUNI_PATH = { GetComuni: API.Account.GetComuni, GetComuniNascita: API.Account.GetComuniNascita };
const LIST_PATH = {
  GetNazioni: API.Account.GetNazioni,
  GetTipiDocumenti: API.Account.GetTipiDocumenti,
  GetEmittenteDocumento: API.Account.GetEmittenteDocumento,
};
export const registerCall = (endpoint: RegisterEndpoint, body: TRegisterRequest) =>
  api<TRegisterResponse>(REGISTER_PATH[endpoint], {
    method: 'POST',
    body,
    endSessionOn401: false,
  });
export const reversedCF = (catastale: string) =>
  api<TEnvelope<TReversedCfData>>(API.Account.ReversedCF, {
    query: { catastale },
    endSessionOn401: false,
  });
export const generateCF = (body: { nome: string; cognome: string; sesso: 'M' | 'F'; dataNascita: string; nazioneId: number; comuneId: number }) =>
  api<TEnvelope<{ codice: string }>>(API.Account.GenerateCF, {
    method: 'POST',
    body,
    endSessionOn401: false,
  });
export const searchComuni = (kind: 'GetComuni' | 'GetComuniNascita', search: string, signal?: AbortSignal) =>
  api<TEnvelope<TIdName[]>>(COMUNI_PATH[kind], {
    query: { search },
    signal,
    endSessionOn401: false,
  });
export const getList = (name: 'GetNazioni' | 'GetTipiDocumenti' | 'GetEmittenteDocumento') => api<TEnvelope<TIdName[]>>(LIST_PATH[name]);
export const getDefaultNewsletter = () => api<TEnvelope<{ tipiNewsLetterField: TNewsletterItem[] }>>(API.Account.GetDefaultNewsletter);

/** The calls of the registration wizard and of its lists (document 2 §4, §7). */
import { REG_CODES as R } from '../registration-codes.ts';
import type * as R_ from '../registration.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './registration.checks.ts';

const registration = schemaModule<typeof R_>('../registration.ts');
const idNames = async () => (await registration()).ZIdNameListResponse.shape.ResponseData.unwrap();
const nothing = async () => (await registration()).ZSimpleEnvelope.shape.ResponseData;
/** The wizard's calls are made before any login: a 401 never ends a session. */
const open = { endSessionOn401: false } as const;

/**
 * The OTP start of step 11. -100 (codes already sent), -200 (verified directly) and -300 (no OTP
 * needed) are no failure: they carry the account number too (`refused`), read with `callResult`.
 */
export const VerifyRegister = call('registration.VerifyRegister', C.VerifyRegister, {
  ...open,
  method: 'POST',
  path: '/api/Account/VerifyRegister',
  body: async () => (await registration()).ZVerifyRegisterRequest,
  response: async () => (await registration()).ZVerifyRegisterResponse.shape.ResponseData.unwrap(),
  refused: async () => (await registration()).ZVerifyRegisterResponse.shape.ResponseData.unwrap(),
  /** -8: registration locked (night lock, module off, withdrawal-only). An e-mail already registered is said at Register, after the OTP proved it. */
  codes: [
    R.OTP_EXISTING,
    R.DIRECT_VERIFIED,
    R.DIRECT_NO_OTP,
    R.ANOMALOUS_TRAFFIC,
    R.BLOCKED,
    R.INCONSISTENT,
    R.DUPLICATE_CF,
    R.DUPLICATE,
    R.COUPON,
    R.NOT_FOUND,
    R.LOCKED,
  ],
});
export const PreRegister = call('registration.PreRegister', C.PreRegister, {
  ...open,
  method: 'POST',
  path: '/api/Account/PreRegister',
  body: async () => (await registration()).ZPreRegisterRequest,
  response: async () => (await registration()).ZPreRegisterResponse.shape.ResponseData.unwrap(),
  /** -8: registration locked (night lock, module off, withdrawal-only) or the PreRegistration module off. */
  codes: [R.NOT_FOUND, R.LOCKED],
});
export const GetPreRegistration = call('registration.GetPreRegistration', C.GetPreRegistration, {
  ...open,
  method: 'GET',
  path: '/api/Account/GetPreRegistration',
  query: async () => (await registration()).ZPreRegistrationQuery,
  response: async () => (await registration()).ZPreRegistrationData,
  codes: [R.NOT_FOUND],
});
export const VerifyOtpCode = call('registration.VerifyOtpCode', C.VerifyOtpCode, {
  ...open,
  method: 'GET',
  path: '/api/Account/VerifyOtpCode',
  query: async () => (await registration()).ZVerifyOtpQuery,
  response: nothing,
  codes: [R.NOT_FOUND, R.OTP_INCOMPLETE, R.LOCKED],
});
export const ResendOtpCode = call('registration.ResendOtpCode', C.ResendOtpCode, {
  ...open,
  method: 'GET',
  path: '/api/Account/ResendOtpCode',
  query: async () => (await registration()).ZResendOtpQuery,
  response: nothing,
  /** -3: too many codes asked for this attempt ('Hai richiesto troppi codici. Riprova tra …'). */
  codes: [R.NOT_FOUND, R.LOCKED, R.ANOMALOUS_TRAFFIC],
});
/** Is this codice fiscale free? A refusal says why not ('Il codice fiscale risulta già registrato…'). */
export const CheckCodiceFiscale = call('registration.CheckCodiceFiscale', C.CheckCodiceFiscale, {
  ...open,
  method: 'GET',
  path: '/api/Account/CheckCodiceFiscale',
  query: async () => (await registration()).ZCheckCodiceFiscaleQuery,
  response: nothing,
  codes: [R.ANOMALOUS_TRAFFIC, R.BLOCKED, R.DUPLICATE_CF],
});
/** Is this username free? -1: taken; -3: the bot check refused. */
export const CheckUsername = call('registration.CheckUsername', C.CheckUsername, {
  ...open,
  method: 'GET',
  path: '/api/Account/CheckUsername',
  query: async () => (await registration()).ZCheckUsernameQuery,
  response: nothing,
  codes: [R.NOT_FOUND, R.ANOMALOUS_TRAFFIC],
});
const register = {
  ...open,
  method: 'POST',
  body: async () => (await registration()).ZRegisterRequest,
  response: async () => (await registration()).ZRegisterData,
  /** -8: registration locked; -7: the OTPs of the attempt are not both verified. */
  codes: [R.ANOMALOUS_TRAFFIC, R.BLOCKED, R.INCONSISTENT, R.DUPLICATE_CF, R.DUPLICATE_EMAIL, R.DUPLICATE, R.COUPON, R.NOT_FOUND, R.LOCKED, R.OTP_INCOMPLETE],
} as const;
/** The three register calls: which one depends on the site's modules and an account number (document 2 §4). */
export const Register = call('registration.Register', C.Register, { ...register, path: '/api/Account/Register' });
export const RegisterUser = call('registration.RegisterUser', C.RegisterUser, { ...register, path: '/api/Account/RegisterUser' });
export const RegisterMulti = call('registration.RegisterMulti', C.RegisterMulti, { ...register, path: '/api/Account/RegisterMulti' });
/** The birth place and date a codice fiscale's cadastral code stands for. */
export const ReversedCF = call('registration.ReversedCF', C.ReversedCF, {
  ...open,
  method: 'GET',
  path: '/api/Account/ReversedCF',
  query: async () => (await registration()).ZReversedCfQuery,
  response: async () => (await registration()).ZReversedCfData,
  codes: [R.NOT_FOUND],
});
export const GenerateCF = call('registration.GenerateCF', C.GenerateCF, {
  ...open,
  method: 'POST',
  path: '/api/Account/GenerateCF',
  body: async () => (await registration()).ZGenerateCfRequest,
  response: async () => (await registration()).ZGenerateCfResponse.shape.ResponseData.unwrap(),
  codes: [R.NOT_FOUND],
});
const search = { ...open, method: 'GET', query: async () => (await registration()).ZSearchQuery, response: idNames, codes: [] } as const;
export const GetComuni = call('registration.GetComuni', C.GetComuni, { ...search, path: '/api/Account/GetComuni' });
export const GetComuniNascita = call('registration.GetComuniNascita', C.GetComuniNascita, { ...search, path: '/api/Account/GetComuniNascita' });
const list = { method: 'GET', response: idNames, codes: [] } as const;
export const GetNazioni = call('registration.GetNazioni', C.GetNazioni, { ...list, path: '/api/Account/GetNazioni' });
export const GetTipiDocumenti = call('registration.GetTipiDocumenti', C.GetTipiDocumenti, { ...list, path: '/api/Account/GetTipiDocumenti' });
export const GetEmittenteDocumento = call('registration.GetEmittenteDocumento', C.GetEmittenteDocumento, {
  ...list,
  path: '/api/Account/GetEmittenteDocumento',
});
export const GetDefaultNewsletter = call('registration.GetDefaultNewsletter', C.GetDefaultNewsletter, {
  method: 'GET',
  path: '/api/Account/GetDefaultNewsletter',
  response: async () => (await registration()).ZNewsletterResponse.shape.ResponseData.unwrap(),
  codes: [],
});

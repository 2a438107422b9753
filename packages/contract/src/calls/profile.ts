/** The calls of the player's profile (document 2 §7 "Profile, password, two-factor"): anagrafica, contacts, password, two-factor, documents, passkeys. */
import type * as D_ from '../documents.ts';
import type * as K_ from '../passkeys.ts';
import type * as P_ from '../profile.ts';
import { PROFILE_CODES as P } from '../profile-codes.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './profile.checks.ts';

const profile = schemaModule<typeof P_>('../profile.ts');
const documents = schemaModule<typeof D_>('../documents.ts');
const passkeys = schemaModule<typeof K_>('../passkeys.ts');

/** Sections closed by the site's rules (section-guard.ts): the calls that change a section may answer them (not the reads). */
const SECTION = [P.CONTACTS_NOT_VERIFIED, P.WITHDRAWAL_ONLY] as const;
/** UpdateUser: the e-mail or mobile belongs to another account. */
export const CONTACT_IN_USE = -6643;

export const EL_GetAnagrafica = call('profile.EL_GetAnagrafica', C.EL_GetAnagrafica, {
  method: 'GET',
  path: '/api/Account/EL_GetAnagrafica',
  response: async () => (await profile()).ZAnagrafica,
  codes: [P.FAILED],
});
export const UpdateUser = call('profile.UpdateUser', C.UpdateUser, {
  method: 'POST',
  path: '/api/Account/UpdateUser',
  body: async () => (await profile()).ZUpdateUserRequest,
  response: async () => (await profile()).ZUpdateUserResponse.shape.ResponseData.unwrap(),
  /** OTP_REQUIRED carries where the code went (`otpSource`, the masked `destinazione`) beside the refusal. */
  refused: async () => (await profile()).ZUpdateUserResponse.shape.ResponseData,
  codes: [P.FAILED, P.OTP_REQUIRED, CONTACT_IN_USE, ...SECTION],
});
export const EL_ChangePassword = call('profile.EL_ChangePassword', C.EL_ChangePassword, {
  method: 'POST',
  path: '/api/Account/EL_ChangePassword',
  body: async () => (await profile()).ZChangePasswordRequest,
  response: async () => (await profile()).ZSimpleEnvelope.shape.ResponseData,
  codes: [P.FAILED, ...SECTION],
});
export const ActivateTwoFactor = call('profile.ActivateTwoFactor', C.ActivateTwoFactor, {
  method: 'POST',
  path: '/api/Account/ActivateTwoFactor',
  body: async () => (await profile()).ZActivateTwoFactorRequest,
  response: async () => (await profile()).ZTwoFactorSetup,
  codes: [P.FAILED, ...SECTION],
});
export const VerifyTwoFactor = call('profile.VerifyTwoFactor', C.VerifyTwoFactor, {
  method: 'POST',
  path: '/api/Account/VerifyTwoFactor',
  body: async () => (await profile()).ZVerifyTwoFactorRequest,
  response: async () => (await profile()).ZSimpleEnvelope.shape.ResponseData,
  codes: [P.FAILED, ...SECTION],
});
export const DeactivateTwoFactor = call('profile.DeactivateTwoFactor', C.DeactivateTwoFactor, {
  method: 'POST',
  path: '/api/Account/DeactivateTwoFactor',
  body: async () => (await profile()).ZDeactivateTwoFactorRequest,
  response: async () => (await profile()).ZSimpleEnvelope.shape.ResponseData,
  codes: [P.FAILED, ...SECTION],
});

export const GetDocumenti = call('profile.GetDocumenti', C.GetDocumenti, {
  method: 'GET',
  path: '/api/Account/GetDocumenti',
  response: async () => (await documents()).ZDocumentsData,
  codes: [P.FAILED],
});
/**
 * Multipart (the files 'fronte', 'retro'): the web sends the form itself and reads the answer through
 * this definition; the server's route stays written by hand (documents/routes.ts).
 */
export const UploadDocumenti = call('profile.UploadDocumenti', C.UploadDocumenti, {
  method: 'POST',
  path: '/api/Account/UploadDocumenti',
  response: async () => (await documents()).ZDocumentsData,
  codes: [P.FAILED, ...SECTION],
});

export const GetPasskeys = call('profile.GetPasskeys', C.GetPasskeys, {
  method: 'GET',
  path: '/api/Account/GetPasskeys',
  response: async () => (await passkeys()).ZPasskeyListResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const AddPasskeyOptions = call('profile.AddPasskeyOptions', C.AddPasskeyOptions, {
  method: 'POST',
  path: '/api/Account/AddPasskeyOptions',
  body: async () => (await passkeys()).ZAddPasskeyOptionsRequest,
  response: async () => (await passkeys()).ZPasskeyOptions,
  codes: [P.FAILED, ...SECTION],
});
export const AddPasskey = call('profile.AddPasskey', C.AddPasskey, {
  method: 'POST',
  path: '/api/Account/AddPasskey',
  body: async () => (await passkeys()).ZAddPasskeyRequest,
  response: async () => (await passkeys()).ZPasskey,
  codes: [P.FAILED],
});
export const RemovePasskey = call('profile.RemovePasskey', C.RemovePasskey, {
  method: 'POST',
  path: '/api/Account/RemovePasskey',
  body: async () => (await passkeys()).ZRemovePasskeyRequest,
  response: async () => (await profile()).ZSimpleEnvelope.shape.ResponseData,
  codes: [P.FAILED, ...SECTION],
});

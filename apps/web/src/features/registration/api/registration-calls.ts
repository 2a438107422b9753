import * as registrationCalls from '@betsite/contract/calls/registration';

/**
 * The registration area's calls are defined in the contract (calls/registration.ts) and made with
 * lib/call-api.ts; this names the three register calls, one of which the wizard's end uses.
 */
export type RegisterEndpoint = 'Register' | 'RegisterUser' | 'RegisterMulti';
export const REGISTER_CALL = {
  Register: registrationCalls.Register,
  RegisterUser: registrationCalls.RegisterUser,
  RegisterMulti: registrationCalls.RegisterMulti,
} as const;

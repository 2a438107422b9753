import { visibleLine, z } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { PASSKEY_TEXT } from './passkey-messages.ts';

/**
 * Passkeys (issue 38, docs/api-session.md "Passkey"): calls added by this product, named in the
 * style of the legacy API. The credentials travel as the WebAuthn JSON of @simplewebauthn/browser.
 */

/** At most this many passkeys per player. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 50;

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const ZTransports = z.array(z.string().max(20)).max(10).optional();
const ZExtensions = z.record(z.string(), z.unknown()).optional();

/** What a registration and an authentication response share. */
const credentialFields = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensions.default({}),
};

/** RegistrationResponseJSON, bounded. */
export const ZRegistrationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    authenticatorData: b64url(8000).optional(),
    transports: ZTransports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4000).optional(),
  }),
});
/** AuthenticationResponseJSON, bounded. */
export const ZAuthenticationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(8000),
    signature: b64url(2000),
    userHandle: b64url(400).optional(),
  }),
});

/** The WebAuthn options the browser passes to navigator.credentials (the JSON of @simplewebauthn/server). */
export const ZPasskeyOptions = z.record(z.string(), z.unknown());

/** AddPasskeyOptions: the account password, or a current two-factor code when two-factor is on. */
export const ZAddPasskeyOptionsRequest = z.object({
  password: z.string().max(200).nullish(),
  twofactor: z.string().trim().max(20).nullish(),
});
export const ZAddPasskeyOptionsResponse = ZEnvelope(ZPasskeyOptions);

export const ZPasskeyName = z
  .string({ error: PASSKEY_TEXT.nameRequired })
  .trim()
  .min(1, { error: PASSKEY_TEXT.nameRequired })
  .max(PASSKEY_NAME_MAX, { error: PASSKEY_TEXT.nameTooLong })
  // Controls, bidi overrides and zero-width characters have no place in a name: they would hide or
  // reverse it in the list and in 'Rimuovi «…»' (NUL is refused by every contract string already).
  .refine(visibleLine, { error: PASSKEY_TEXT.nameInvalid });

export const ZAddPasskeyRequest = z.object({ name: ZPasskeyName, credential: ZRegistrationCredential });

export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;
export const ZPasskeyListResponse = ZEnvelope(z.array(ZPasskey));
export const ZAddPasskeyResponse = ZEnvelope(ZPasskey);

/** RemovePasskey: like adding one, removing needs the password or a current two-factor code (a stolen session alone cannot). */
export const ZRemovePasskeyRequest = ZAddPasskeyOptionsRequest.extend({ id: z.number({ error: PASSKEY_TEXT.notFound }).int().positive().max(2_147_483_647) });

/** LoginPasskeyOptions: with a username only that player's passkeys are offered (and accepted). */
export const ZLoginPasskeyOptionsRequest = z.object({ username: z.string().trim().max(50).nullish() });
export const ZLoginPasskeyOptionsResponse = ZEnvelope(ZPasskeyOptions);

/** LoginUserPasskey: the assertion; `token` is the device token, as in LoginUser2FA. */
export const ZLoginPasskeyRequest = z.object({ credential: ZAuthenticationCredential, token: z.string().max(200).nullish() });

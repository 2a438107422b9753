import { z, REQUIRED } from '@betsite/contract/zod';
import { FIELD_TEXT, ZNewPassword } from '@betsite/contract/account-fields';
import { ZRegEmail, ZMobile, mobileIssue } from '@betsite/contract/registration';

/** The profile forms' schemas, imported on a form's first validation (see load-schemas.ts). */
export { ZAnagraficaEdit } from '@betsite/contract/profile';

/** The same rules as the server's EL_ChangePassword schema (document 2 §5 "Password change"). */
export const ZPasswordForm = z
  .object({
    oldPassword: z.string().min(1, { error: REQUIRED }),
    newPassword: ZNewPassword,
    newPasswordConfirm: z.string().min(1, { error: REQUIRED }),
  })
  .refine((b) => b.newPassword === b.newPasswordConfirm, { error: FIELD_TEXT.passwordMismatch, path: ['newPasswordConfirm'] });

/** New e-mail and mobile, with the site's own mobile pattern when it sets one. */
export const contactsSchema = (customPattern: string | null) =>
  z.object({ email: ZRegEmail, cellulare: ZMobile }).superRefine((v, ctx) => {
    const issue = mobileIssue(v.cellulare, customPattern);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['cellulare'] });
  });

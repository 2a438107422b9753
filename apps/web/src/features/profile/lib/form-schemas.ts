import { mobileIssue } from '@betsite/contract/registration';
import { ZContactsEdit } from '@betsite/contract/profile';

/** The profile forms' schemas, imported on a form's first validation (see load-schemas.ts): the server's own. */
export { ZAnagraficaEdit, ZChangePasswordRequest, ZConsentsEdit, ZTwoFactorOnForm } from '@betsite/contract/profile';

/** New e-mail and mobile (UpdateUser's `contatti`), with the site's own mobile pattern when it sets one. */
export const contactsSchema = (customPattern: string | null) =>
  ZContactsEdit.superRefine((v, ctx) => {
    const issue = mobileIssue(v.cellulare, customPattern);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['cellulare'] });
  });

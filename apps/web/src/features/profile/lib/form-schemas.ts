import { mobileIssue } from '@betsite/contract/registration';
import { ZContactsEdit } from '@betsite/contract/profile';

/**
 * The profile forms' schemas, the server's own, imported on a form's first validation. Each page
 * imports this module itself: a shared one-line loader was a chunk of its own that the small-chunk
 * merge folded into whatever chunk it chose (the account state's: +0.4 KB on every account page).
 */
export { ZAnagraficaEdit, ZChangePasswordRequest, ZConsentsEdit, ZTwoFactorOnForm } from '@betsite/contract/profile';

/** New e-mail and mobile (UpdateUser's `contatti`), with the site's own mobile pattern when it sets one. */
export const contactsSchema = (customPattern: string | null) =>
  ZContactsEdit.superRefine((v, ctx) => {
    const issue = mobileIssue(v.cellulare, customPattern);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['cellulare'] });
  });

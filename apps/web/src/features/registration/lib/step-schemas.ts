import { ITALY_ID, ZStep2, ZStep3, refineAdult } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { isValidCodiceFiscale } from '@betsite/domain/codice-fiscale';

/**
 * The wizard's step schemas: the contract's, plus the browser-side checks of steps 2 and 3. Imported
 * on a step's first validation (useStepForm), so zod is not part of the registration page's first load.
 */
export { step1Form, ZStep4, ZStep5Form, ZStep6Form, ZStep7Form, ZStep8, ZStep9, ZStep10, ZStep11 } from '@betsite/contract/registration';

/** The pattern from the contract plus the check character: both say 'Codice fiscale non valido'. */
export const ZStep2Form = ZStep2.superRefine((v, ctx) => {
  if (!isValidCodiceFiscale(v.codiceFiscale))
    ctx.addIssue({
      code: 'custom',
      path: ['codiceFiscale'],
      message: REG_TEXT.cfInvalid,
    });
});

/** Adult, a valid fiscal code, and a municipality when born in Italy. */
export const ZStep3Form = ZStep3.superRefine((v, ctx) => {
  refineAdult(v, ctx);
  if (!isValidCodiceFiscale(v.codiceFiscale))
    ctx.addIssue({
      code: 'custom',
      path: ['codiceFiscale'],
      message: REG_TEXT.cfInvalid,
    });
  // Born in Italy: a municipality must be picked from the list (ESTERO is for abroad only).
  if (v.nazioneNascitaId === ITALY_ID && !(v.comuneNascitaId > 0))
    ctx.addIssue({
      code: 'custom',
      path: ['comuneNascitaId'],
      message: REG_TEXT.required,
    });
});

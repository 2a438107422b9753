/**
 * Steps 2 to 11, one chunk: a visitor opens the wizard on step 1 (its form is what the server renders),
 * and these load at the first press or key on it, so each next step is there when step 1 is done.
 */
export { StepFiscalCode } from './step-2-fiscal-code.tsx';
export { StepBirth } from './step-3-birth.tsx';
export { StepResidence } from './step-4-residence.tsx';
export { StepDocument } from './step-5-document.tsx';
export { StepCredentials } from './step-6-credentials.tsx';
export { StepSecurity } from './step-7-security.tsx';
export { StepDeposit } from './step-8-deposit.tsx';
export { StepPromo } from './step-9-promo.tsx';
export { StepConsents } from './step-10-consents.tsx';
export { StepOtp } from './step-11-otp.tsx';

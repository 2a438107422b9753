/** What other features may use of the registration confirmation: the mobile-confirmation calls (the profile confirms a changed mobile the same way). */
export { confirmMobile, sendConfirmMobile } from './api/confirm-mobile.ts';

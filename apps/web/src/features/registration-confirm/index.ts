/** What other features may use of the registration confirmation: the SMS code's sending (the profile confirms a changed mobile the same way). */
export { sendConfirmMobile } from './api/send-mobile-code.ts';

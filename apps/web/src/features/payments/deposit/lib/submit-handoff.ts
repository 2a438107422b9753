import type { TRicaricaData } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';

/**
 * Redirect and form-post hand-offs leave the page. The form is built and submitted from our own
 * bundle (the CSP forbids inline scripts, so the provider's auto-submit page cannot be used).
 * Returns false when the hand-off is not one of these two.
 */
export function leaveForProvider(data: TRicaricaData, methodName: string): boolean {
  if (data.handoff === 'redirect') {
    const url = data.redirectUrl ?? data.checkoutUrl ?? data.page;
    if (!url) return false;
    window.location.assign(url);
    return true;
  }
  if (data.handoff === 'form') {
    const action = data.ApcoUrl ?? data.formAction;
    if (!action || !data.formFields) {
      // The Apco direct form needs both its URL and its XML; without them the legacy client alerted.
      if (methodName === 'Ricarica_Apco') window.alert(DEPOSIT_TEXT.apcoFormError);
      return methodName === 'Ricarica_Apco';
    }
    const form = document.createElement('form');
    form.method = 'post';
    form.action = action;
    for (const [name, value] of Object.entries(data.formFields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
    return true;
  }
  return false;
}

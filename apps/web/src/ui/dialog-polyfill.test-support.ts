/**
 * For component tests in jsdom, which has no modal dialogs: `showModal` and `close` toggle the `open`
 * attribute, enough for the dialog to show and for Testing Library to find it by role and name.
 */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

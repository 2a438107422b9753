/**
 * What the player changed in a server-rendered form before the page's scripts ran (typing, the
 * browser's autofill, a radio or a select): each named field whose state differs from what the
 * server drew (`defaultValue`, `defaultChecked`, `defaultSelected`, which are the markup's own), by name.
 * A radio group gives the value of its checked radio; a checkbox its checked state.
 */
export function typedBeforeHydration(form: HTMLFormElement): Map<string, string | boolean> {
  const typed = new Map<string, string | boolean>();
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name || el.disabled) continue;
    if (el instanceof HTMLSelectElement) {
      if (el.multiple) continue;
      const drawn = Math.max(
        0,
        Array.from(el.options).findIndex((o) => o.defaultSelected),
      );
      if (el.selectedIndex !== drawn && el.selectedIndex >= 0) typed.set(el.name, el.value);
    } else if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked && !el.defaultChecked) typed.set(el.name, el.value);
    } else if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked !== el.defaultChecked) typed.set(el.name, el.checked);
    } else if (!(el instanceof HTMLInputElement && ['hidden', 'file', 'submit', 'button', 'reset', 'image'].includes(el.type))) {
      if (el.value !== el.defaultValue) typed.set(el.name, el.value);
    }
  }
  return typed;
}

/** A typed value as its form field holds it: radios and selects give text, a boolean or number field takes it as such. */
export function asFieldValue(typed: string | boolean, current: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  if (typeof current === 'boolean') return typed === 'true';
  if (typeof current === 'number' && typed !== '') return Number(typed);
  return typed;
}

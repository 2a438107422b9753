/**
 * The '{code} - {message}' the specification asks for when a server answer is shown: the code
 * once, even when the message already starts with it ('-5305 - -5305 …' never), and the message
 * once, even when it is the dialog's own title.
 */
export function codeAndMessage(code: number, message: string | null | undefined, fallback = ''): string {
  const repeated = new RegExp(`^(?:${String(code).replace(/[-+]/g, '\\$&')}\\s*[-–:]\\s*)+`);
  const text = (message ?? '').trim().replace(repeated, '').trim() || fallback;
  return text ? `${code} - ${text}` : String(code);
}

/** A dialog for a refused answer: its title, unless the message says the same, then 'Attenzione!' so the text is read once. */
export function answerDialog(title: string, code: number, message: string | null | undefined, fallback = ''): { title: string; text: string } {
  const text = codeAndMessage(code, message, fallback);
  const same = (message ?? '').trim().toLowerCase() === title.trim().toLowerCase();
  return { title: same ? 'Attenzione!' : title, text };
}

/**
 * A path of this site that a stored link may hold: one leading slash, then nothing a browser reads
 * as another host. Browsers treat a backslash as a slash in http(s) addresses, so `/\evil.example`
 * (like `//`, `\/` or `\\`) opens evil.example: no backslash anywhere, no second slash at the start.
 * No whitespace or control character either: URL parsing drops a tab or a line break, so
 * '/\t/evil' would be '//evil'.
 */
export const isInternalPath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !/[\\\s\u0000-\u001f\u007f]/.test(value);

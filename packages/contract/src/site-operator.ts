/**
 * The operator's concession as the footer shows it on every page, rendered by the server with no
 * call (a demo value that belongs to no operator: the real one replaces it at launch). Kept apart
 * from site.ts so the footer does not bring zod into the shared entry.
 */
export const SITE_CONCESSION = 'Concessione GAD n. 00000 (dimostrativa)';
/** The company holding it, with its VAT number, as the footer and 'Chi siamo' name it (demo values). */
export const SITE_OPERATOR = 'Betsite Italia S.r.l. – P. IVA 01234567890';

// Affiliate choices without zod, so the browser's affiliate page loads without the schemas.

/** Years in the sector (document 2 §9). */
export const ANNI_SETTORE = [
  { value: 'nessuna', label: 'Nessuna esperienza' },
  { value: '1-anno', label: '1 anno' },
  { value: '1-3anni', label: 'Da 1 a 3 anni' },
  { value: 'piu', label: 'Più di 3 anni' },
] as const;

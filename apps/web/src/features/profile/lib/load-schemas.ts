/** The profile forms' zod schemas, imported when a form first validates (not with the page). */
export const profileSchemas = () => import('./form-schemas.ts');

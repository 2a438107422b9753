/**
 * What the forms on `useSchemaForm` need from the app, set at start-up (app/api-setup.ts) so the shared
 * layer imports no UI; apart from use-schema-form.ts so the start-up does not carry react-hook-form.
 */
export const schemaFormHandlers = {
  /** A form was sent and its rules could not be fetched (offline): the player is told. */
  onRulesUnavailable: () => {},
};

export function configureSchemaForms(handlers: typeof schemaFormHandlers): void {
  Object.assign(schemaFormHandlers, handlers);
}

/** Each registration step is a form validated by that step's shared zod schema, loaded on its first validation. */
export { useSchemaForm as useStepForm } from '../../../lib/use-schema-form.ts';

/** The step schemas (zod included), imported when a step first validates. */
export const stepSchemas = () => import('../lib/step-schemas.ts');

/** Each registration step is a form validated by that step's shared zod schema. */
export { useSchemaForm as useStepForm } from '../../../lib/use-schema-form.ts';

import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { formOnError } from '../../../lib/form-errors.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { failureText } from './refusal-text.ts';

/**
 * The one `onError` of a form that saves a group of UpdateUser (`anagrafica`, `contatti`, `consensi`): the server
 * names a field inside its group ('anagrafica.capResidenza'), the form without it ('capResidenza').
 * Field errors go under the form's `fields`; anything else in the error dialog.
 */
export function updateUserOnError<T extends FieldValues>(
  group: 'anagrafica' | 'contatti' | 'consensi',
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const inGroup = ((name: string, error, options) => setError(name.slice(group.length + 1) as never, error, options)) as UseFormSetError<T>;
  return formOnError(
    inGroup,
    (text, err) => showDialog({ title: PROFILE_TEXT.errorTitle, text: failureText(text, err, PROFILE_TEXT.saveFailed), tone: 'error' }),
    fields.map((f) => `${group}.${f}`),
  );
}

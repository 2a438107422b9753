import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { Field } from '../../../ui/field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useUpdateUser } from '../components/use-update-user.tsx';
import { updateUserOnError } from '../lib/update-user-errors.ts';
import { AnagraficaSection } from '../components/anagrafica-section.tsx';

/** /account/edit/contatti-e-privacy/edit-contacts: a new e-mail or mobile, verified by the code sent to it. */
export default function EditContactsPage() {
  return <AnagraficaSection tab="contatti">{(a) => <EditContactsForm email={a.email} cellulare={a.cellulare} />}</AnagraficaSection>;
}

function EditContactsForm({ email, cellulare }: { email: string; cellulare: string }) {
  const navigate = useNavigate();
  const customPattern = useSiteConfig().data?.variables.Mobile_CustomPattern || null;
  const { register, handleSubmit, formState, setError, getValues } = useSchemaForm(
    () => import('../lib/form-schemas.ts').then((m) => m.contactsSchema(customPattern)),
    {
      email,
      cellulare,
    },
  );
  const { save, busy, dialog } = useUpdateUser({
    onError: updateUserOnError('contatti', setError, ['email', 'cellulare']),
    onSaved: () => {
      const v = getValues();
      const now = new Date().toISOString();
      const newEmail = v.email.trim();
      const newMobile = v.cellulare.replace(/\s+/g, '');
      // The code went to the changed contact: that one is now verified, the other is untouched.
      if (newEmail.toLowerCase() !== email.toLowerCase())
        useSession.getState().updateUser({ email: newEmail, playerConfirmed: true, lastEmailVerificationDate: now });
      if (newMobile !== cellulare) useSession.getState().updateUser({ cellulare: newMobile, confirmedMobile: true, lastMobileVerificationDate: now });
      void navigate(paths.editContatti);
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => save({ contatti: v }));
  return (
    <>
      <h2>Modifica i contatti</h2>
      <p>
        Ti invieremo un codice al nuovo indirizzo email o al nuovo numero: inserendolo confermi la modifica e il contatto risulta verificato. Modifica un
        contatto alla volta.
      </p>
      <form className="profile-form" noValidate onSubmit={(ev) => void onSubmit(ev)}>
        <Field label="Email" type="email" autoComplete="email" error={e.email?.message} {...register('email')} />
        <Field label="Cellulare" type="tel" autoComplete="tel" hint="Con il prefisso +39" error={e.cellulare?.message} {...register('cellulare')} />
        <div className="profile-actions">
          <button type="button" className="btn btn--ghost" onClick={() => void navigate(paths.editContatti)}>
            Annulla
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Salva
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}

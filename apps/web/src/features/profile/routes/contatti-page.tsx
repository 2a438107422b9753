import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnagrafica, TPrivacy } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { STATUS_TEXT } from '@betsite/domain/account-status';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { useAccountStatus } from '../../account/index.ts';
import { resendEmailConfirmation } from '../../session/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { anagraficaKey } from '../api/profile-calls.ts';
import { useUpdateUser } from '../components/use-update-user.tsx';
import { updateUserOnError } from '../lib/update-user-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { showVerifyButton } from '../lib/profile-tabs.ts';
import { sendConfirmMobile } from '../../registration-confirm/index.ts';
import { AnagraficaSection } from '../components/anagrafica-section.tsx';
import { Link } from '../../../lib/link.tsx';

// Loaded when the player asks for the code, not with the page (its form and the ConfirmMobile call).
const MobileVerifyDialog = lazy(() => import('../components/mobile-verify-dialog.tsx').then((m) => ({ default: m.MobileVerifyDialog })));

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('it-IT') : null);

/** /account/edit/contatti-e-privacy: contacts with their verification, and the privacy consents. */
export default function ContattiPage() {
  return (
    <AnagraficaSection tab="contatti">
      {(a) => (
        <>
          <Contacts a={a} />
          <Consents a={a} />
        </>
      )}
    </AnagraficaSection>
  );
}

function Contacts({ a }: { a: TAnagrafica }) {
  const { status } = useAccountStatus();
  const days = Number(useSiteConfig().data?.variables.VerifyContacts_Days ?? 180) || 180;
  const queryClient = useQueryClient();
  const [mobileDialog, setMobileDialog] = useState<string | null>(null);
  const now = new Date();
  const onError = (err: unknown) => showDialog({ title: PROFILE_TEXT.errorTitle, text: errorText(err), tone: 'error' });

  const verifyEmail = useMutation({
    mutationFn: () => resendEmailConfirmation(a.email),
    onSuccess: (message) => showDialog({ title: 'Verifica email', text: message ?? 'Email inviata con successo. Controlla la posta!', tone: 'success' }),
    onError,
  });
  const verifyMobile = useMutation({
    mutationFn: sendConfirmMobile,
    onSuccess: (message) => setMobileDialog(message ?? 'Ti abbiamo inviato un SMS con il codice.'),
    onError,
  });
  const busy = verifyEmail.isPending || verifyMobile.isPending;
  const rows = [
    {
      key: 'email',
      label: 'Email',
      value: a.email,
      confirmed: a.emailConfirmed,
      last: a.lastEmailVerificationDate,
      stale: status?.emailStale,
      staleText: STATUS_TEXT.staleEmail(days),
      verify: () => verifyEmail.mutate(),
    },
    {
      key: 'mobile',
      label: 'Cellulare',
      value: a.cellulare,
      confirmed: a.mobileConfirmed,
      last: a.lastMobileVerificationDate,
      stale: status?.mobileStale,
      staleText: STATUS_TEXT.staleMobile(days),
      verify: () => verifyMobile.mutate(),
    },
  ];
  return (
    <section aria-labelledby="contacts-title">
      <h2 id="contacts-title">Contatti</h2>
      {rows.map((r) => (
        <div key={r.key} className="contact-row">
          <div>
            <div className="muted">{r.label}</div>
            <div className="contact-row__value">{r.value}</div>
            <div>
              <span className={`badge ${r.confirmed && !r.stale ? 'badge--success' : 'badge--danger'}`}>
                {r.confirmed && !r.stale ? 'Verificato' : 'Non verificato'}
              </span>{' '}
              {r.last && <span className="muted">ultima verifica il {formatDate(r.last)}</span>}
            </div>
            {r.stale && <p className="field__error">{r.staleText}</p>}
          </div>
          {showVerifyButton(r.confirmed, r.last, now) && (
            <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={r.verify} aria-label={`Verifica ${r.label.toLowerCase()}`}>
              Verifica
            </button>
          )}
        </div>
      ))}
      <Link className="btn btn--outline" to={paths.editContattiEdit}>
        Modifica email o cellulare
      </Link>
      {mobileDialog && (
        <Suspense fallback={null}>
          <MobileVerifyDialog
            message={mobileDialog}
            onClose={() => setMobileDialog(null)}
            onVerified={() => {
              setMobileDialog(null);
              useSession.getState().updateUser({ confirmedMobile: true, lastMobileVerificationDate: new Date().toISOString() });
              void queryClient.invalidateQueries({ queryKey: anagraficaKey });
              showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.mobileVerified, tone: 'success' });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The consents' fields (the server's field errors are placed on these). */
const CONSENT_FIELDS = [
  'privacyAcceptProfilazione',
  'privacyAcceptMarketing',
  'privacy.newsletter',
  'privacy.sms',
  'privacy.push',
  'privacy.posta',
  'privacy.telefono',
];

const PRIVACY_LABELS: { key: keyof TPrivacy; label: string }[] = [
  { key: 'newsletter', label: 'Newsletter via email' },
  { key: 'sms', label: 'Comunicazioni via SMS' },
  { key: 'push', label: 'Notifiche push' },
  { key: 'posta', label: 'Comunicazioni per posta' },
  { key: 'telefono', label: 'Contatti telefonici' },
];

function Consents({ a }: { a: TAnagrafica }) {
  const { register, handleSubmit, setError } = useSchemaForm(() => import('../lib/form-schemas.ts').then((m) => m.ZConsentsEdit), {
    privacy: a.privacy,
    privacyAcceptProfilazione: a.privacyAcceptProfilazione,
    privacyAcceptMarketing: a.privacyAcceptMarketing,
  });
  const { save, busy, dialog } = useUpdateUser({ onError: updateUserOnError('consensi', setError, CONSENT_FIELDS) });
  const onSubmit = handleSubmit((consensi) => save({ consensi }));
  return (
    <section aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <form className="profile-form" onSubmit={(e) => void onSubmit(e)}>
        <fieldset>
          <legend>Consensi</legend>
          <label className="check">
            <input type="checkbox" {...register('privacyAcceptMarketing')} /> Acconsento al trattamento dei dati per finalità di marketing
          </label>
          <label className="check">
            <input type="checkbox" {...register('privacyAcceptProfilazione')} /> Acconsento alla profilazione
          </label>
        </fieldset>
        <fieldset>
          <legend>Canali di comunicazione</legend>
          {PRIVACY_LABELS.map((p) => (
            <label key={p.key} className="check">
              <input type="checkbox" {...register(`privacy.${p.key}`)} /> {p.label}
            </label>
          ))}
        </fieldset>
        <div className="profile-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Salva le preferenze
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}

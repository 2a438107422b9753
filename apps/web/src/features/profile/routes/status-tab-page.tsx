import StatusPage from '../../account/routes/status-page.tsx';

/** /account/edit/status: the 'Stato' tab shows the same checklist as /account/status. */
export default function StatusTabPage() {
  return <StatusPage embedded />;
}

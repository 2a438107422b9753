import { StatusPage } from '../../account/index.ts';

/** /account/edit/status: the 'Stato' tab shows the same checklist as /account/status. */
export default function StatusTabPage() {
  return <StatusPage embedded />;
}

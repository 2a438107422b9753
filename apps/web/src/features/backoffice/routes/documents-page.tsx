import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { approveDocument, fetchDocumentsToReview, refuseDocument, type ReviewDocument } from '../api/calls.ts';
import { can, useBackofficeSession } from '../api/session.ts';
import { DocumentImage } from '../components/document-image.tsx';
import { ConfirmDialog, ReasonDialog } from '../components/reason-dialog.tsx';
import { ActionNoticeBox, useActionNotice } from '../components/action-notice.tsx';
import { Link } from '../../../lib/link.tsx';

const SIDE_LABEL = { fronte: 'Fronte', retro: 'Retro' } as const;

/** The 72-hour verification deadline of the earliest document, flagged when it has passed (issue 35). */
function DeadlineNote({ docs }: { docs: ReviewDocument[] }) {
  const first = [...docs].sort((a, b) => a.verificaEntro.localeCompare(b.verificaEntro))[0]!;
  const late = docs.some((d) => d.inRitardo);
  return (
    <span className={late ? 'bo-late' : 'bo-muted'} data-testid="doc-deadline">
      {late
        ? ` · In ritardo: da verificare entro il ${formatDateTime(first.verificaEntro)}`
        : ` · da verificare entro il ${formatDateTime(first.verificaEntro)}`}
    </span>
  );
}

/** Identity documents awaiting review, one player at a time: front and back side by side. */
export default function DocumentsPage() {
  const operator = useBackofficeSession((s) => s.session?.operator);
  const q = useQuery({ queryKey: ['bo', 'documents'], queryFn: () => fetchDocumentsToReview(3) });
  const qc = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const [refusing, setRefusing] = useState<ReviewDocument | null>(null);
  // An approval cannot be taken back from here, and with both sides approved it validates the
  // account (withdrawals open): asked once more, naming the side and the player.
  const [approving, setApproving] = useState<ReviewDocument | null>(null);
  const { notice, setNotice, run } = useActionNotice(['bo', 'documents']);

  const players = useMemo(() => {
    const byUser = new Map<number, ReviewDocument[]>();
    for (const d of q.data ?? []) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);
    return [...byUser.values()];
  }, [q.data]);
  const current = players.find((docs) => docs[0]!.userId === selected) ?? players[0];

  const after = (text: string) => {
    setNotice({ tone: 'success', text });
    void qc.invalidateQueries({ queryKey: ['bo', 'documents'] });
  };
  const approve = () => {
    const d = approving;
    setApproving(null);
    if (d) void run(() => approveDocument(d.Id), `${SIDE_LABEL[d.lato]} di ${d.username} approvato: il giocatore riceve una notifica.`);
  };

  if (q.isPending) return <Loader />;
  if (q.isError) return <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />;
  return (
    <section aria-labelledby="bo-docs-title">
      <h1 id="bo-docs-title">Documenti da verificare</h1>
      <ActionNoticeBox notice={notice} />
      {players.length === 0 ? (
        <p>Nessun documento in attesa di verifica.</p>
      ) : (
        <div className="bo-docs">
          <nav aria-label="Giocatori con documenti in attesa">
            <ul className="bo-docs__list">
              {players.map((docs) => {
                const d = docs[0]!;
                return (
                  <li key={d.userId}>
                    <button
                      type="button"
                      className={`bo-docs__player${current === docs ? ' is-current' : ''}`}
                      aria-current={current === docs ? 'true' : undefined}
                      onClick={() => setSelected(d.userId)}
                    >
                      <strong>{d.username}</strong> · {d.nome} {d.cognome}
                      <span className="bo-muted"> · {docs.length === 1 ? '1 lato' : `${docs.length} lati`}</span>
                      <DeadlineNote docs={docs} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {current && (
            <div>
              <h2>
                {current[0]!.nome} {current[0]!.cognome} ({current[0]!.username}, contratto {current[0]!.contratto})
                {can(operator, 'players.read') && (
                  <>
                    {' '}
                    · <Link to={`/backoffice/giocatori/${current[0]!.userId}`}>scheda</Link>
                  </>
                )}
              </h2>
              <div className="bo-doc-pair">
                {(['fronte', 'retro'] as const).map((side) => {
                  const d = current.find((x) => x.lato === side);
                  return (
                    <figure key={side} className="bo-doc card">
                      <figcaption>
                        <strong>{SIDE_LABEL[side]}</strong>
                        {d && <span className="bo-muted"> · caricato il {formatDateTime(d.caricatoIl)}</span>}
                        {d && <DeadlineNote docs={[d]} />}
                      </figcaption>
                      {d ? (
                        <>
                          <DocumentImage id={d.Id} mime={d.mime} alt={`${SIDE_LABEL[side]} del documento di ${d.username}`} />
                          <div className="bo-actions">
                            <button type="button" className="btn btn--primary btn--sm" onClick={() => setApproving(d)}>
                              Approva {side}
                            </button>
                            <button type="button" className="btn btn--outline btn--sm" onClick={() => setRefusing(d)}>
                              Rifiuta {side}
                            </button>
                          </div>
                        </>
                      ) : (
                        <p className="bo-muted">Nessun {side} in attesa.</p>
                      )}
                    </figure>
                  );
                })}
              </div>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={approving !== null}
        title={approving ? `Approvare il ${approving.lato} del documento di ${approving.username}?` : ''}
        confirmLabel="Approva"
        onCancel={() => setApproving(null)}
        onConfirm={approve}
      >
        <p>L'approvazione non si può annullare da qui. Con entrambi i lati approvati il conto del giocatore diventa validato.</p>
      </ConfirmDialog>
      <ReasonDialog
        open={refusing !== null}
        title="Rifiutare il documento?"
        intro={refusing ? `Il giocatore ${refusing.username} vedrà il motivo e potrà caricare di nuovo il ${refusing.lato}.` : ''}
        confirmLabel="Rifiuta"
        onCancel={() => setRefusing(null)}
        onConfirm={async (reason) => {
          await refuseDocument(refusing!.Id, reason);
          after(`${SIDE_LABEL[refusing!.lato]} di ${refusing!.username} rifiutato.`);
          setRefusing(null);
        }}
      />
    </section>
  );
}

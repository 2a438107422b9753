import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { WITHDRAWAL_STATE_LABELS, type TPlayerDetail } from '@betsite/contract/backoffice';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { movementKindLabel, paymentMethodLabel, withMethodLabels } from '@betsite/domain/movement-labels';
import { TextAreaField } from '../../../ui/form-controls.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format.ts';
import { minutesText } from '@betsite/contract/play-limits-texts';
import { addPlayerNote, fetchPlayer, revokePlayerSession } from '../api/calls.ts';
import { can, useBackofficeSession } from '../api/session.ts';
import {
  ACCOUNT_KIND_LABELS,
  BONUS_STATE_LABELS,
  DOCUMENT_STATE_LABELS,
  accountStateLabel,
  bonusTypeLabel,
  depositStateText,
  periodLabel,
  playKindLabel,
  playValue,
} from '../components/labels.ts';
import { ActionNoticeBox, type ActionNotice } from '../components/action-notice.tsx';
import { AccountBlockActions, blockText } from '../components/account-block.tsx';
import { ConfirmDialog } from '../components/reason-dialog.tsx';
import { Link } from '../../../lib/link.tsx';

const yesNo = (v: boolean) => (v ? 'sì' : 'no');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `bo-sec-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="bo-section card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The player page's one repeated shape: a titled card holding a table (scrolling sideways at 390 px,
 * so focusable and named for keyboard users), or a line saying there is nothing yet.
 */
function TableSection({ title, head, rows, empty, intro }: { title: string; head: string[]; rows: ReactNode[][]; empty: string; intro?: ReactNode }) {
  return (
    <Section title={title}>
      {intro}
      {rows.length === 0 ? <p className="bo-muted">{empty}</p> : <Table label={title} head={head} rows={rows} />}
    </Section>
  );
}

function Table({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="bo-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="bo-facts">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v === null || v === '' ? '—' : v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything about one player an operator needs: who, in what state, money, limits, documents, notes. */
export default function PlayerPage() {
  const id = Number(useParams().id);
  const operator = useBackofficeSession((s) => s.session?.operator);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_000_000_000;
  const q = useQuery({ queryKey: ['bo', 'player', id], queryFn: () => fetchPlayer(id), enabled: valid });
  // An address naming no player (/giocatori/abc) asks nothing: without this it waited for ever.
  if (!valid)
    return (
      <p role="alert">
        {BACKOFFICE_TEXT.playerNotFound}. <Link to="/backoffice/giocatori">Cerca un giocatore</Link>
      </p>
    );
  if (q.isPending) return <Loader />;
  if (q.isError) return <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />;
  return (
    <PlayerView
      p={q.data}
      canRevoke={can(operator, 'players.sessions.revoke')}
      canBlock={can(operator, 'players.block')}
      canNote={can(operator, 'players.notes.write')}
      canNotify={can(operator, 'notifications.send')}
      canAudit={can(operator, 'audit.read')}
    />
  );
}

interface PlayerViewProps {
  p: TPlayerDetail;
  canRevoke: boolean;
  canBlock: boolean;
  canNote: boolean;
  canNotify: boolean;
  canAudit: boolean;
}

function PlayerView({ p, canRevoke, canBlock, canNote, canNotify, canAudit }: PlayerViewProps) {
  const a = p.anagrafica;
  const qc = useQueryClient();
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['bo', 'player', a.id] });
  // The session whose closing waits for the operator's confirmation: the player is signed out mid-play.
  const [closing, setClosing] = useState<TPlayerDetail['sessioni'][number] | null>(null);
  const revoke = async () => {
    if (!closing) return;
    const sessionId = closing.id;
    setClosing(null);
    try {
      await revokePlayerSession(a.id, sessionId);
      setNotice({ tone: 'success', text: 'Sessione chiusa: il giocatore deve accedere di nuovo.' });
      await refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };
  return (
    <article aria-labelledby="bo-player-title" className="bo-player">
      <p>
        <Link to="/backoffice/giocatori">← Ricerca giocatori</Link>
      </p>
      <h1 id="bo-player-title">
        {a.nome} {a.cognome} <span className="bo-muted">({a.username})</span>
      </h1>
      {/* The other screens ask for the player's number, which an operator knows only from here. */}
      <p className="bo-muted">
        Numero del giocatore: {a.id}
        {canNotify && (
          <>
            {' · '}
            <Link to={`/backoffice/messaggi?giocatore=${a.id}`}>Invia una notifica</Link>
          </>
        )}
        {canAudit && (
          <>
            {' · '}
            <Link to={`/backoffice/audit?giocatore=${a.id}`}>Azioni degli operatori su questo giocatore</Link>
          </>
        )}
      </p>
      <ActionNoticeBox notice={notice} />
      <div className="bo-grid">
        <Section title="Anagrafica">
          <Facts
            items={[
              ['Contratto', a.contratto],
              ['Codice fiscale', a.codiceFiscale],
              ['Nato il', a.dataNascita ? formatDate(a.dataNascita) : null],
              ['Luogo di nascita', a.comuneNascita],
              ['Residenza', [a.indirizzo, a.cap, a.comuneResidenza].filter(Boolean).join(', ')],
              ['E-mail', a.email],
              ['Cellulare', a.cellulare],
              ['Documento', a.numeroDocumento ? `${a.numeroDocumento} (scade il ${formatDate(a.scadenzaDocumento)})` : null],
              ['Registrato il', formatDateTime(a.registratoIl)],
              ['Ultimo accesso', formatDateTime(a.ultimoAccesso)],
            ]}
          />
        </Section>
        <Section title="Stato del conto">
          <Facts
            items={[
              ['Stato', accountStateLabel(p.stato.statoConto)],
              ...(p.stato.blocco ? [['Bloccato dal back office', blockText(p.stato.blocco)] as [string, string]] : []),
              ['E-mail confermata', yesNo(p.stato.emailConfermata)],
              ['Cellulare confermato', yesNo(p.stato.cellulareConfermato)],
              ['Termini accettati', yesNo(p.stato.termini)],
              ['Documenti', p.stato.statoDocumenti === null ? null : DOCUMENT_STATE_LABELS[p.stato.statoDocumenti]],
              ['Adeguata verifica (PEP) richiesta', yesNo(p.stato.richiedePep)],
              ['Verifica in due passaggi', yesNo(p.stato.dueFattori)],
              ['Scelta sui limiti di deposito fatta', yesNo(p.stato.limiteDepositoImpostato)],
            ]}
          />
          {canBlock && <AccountBlockActions playerId={a.id} username={a.username} stato={p.stato} onNotice={setNotice} refresh={refresh} />}
        </Section>
        <Section title="Saldi">
          <Facts
            items={[
              ['Saldo', formatCents(p.saldo.saldo)],
              ['Prelevabile', formatCents(p.saldo.prelevabile)],
              ['Bonus', formatCents(p.saldo.bonus)],
              ['In prelievo', formatCents(p.saldo.inPrelievo)],
              ...(p.saldo.debitoStorno > 0 ? [['Debito da ricarica stornata', formatCents(p.saldo.debitoStorno)] as [string, ReactNode]] : []),
              ...(p.saldo.contestato > 0 ? [['Bloccato da contestazioni', formatCents(p.saldo.contestato)] as [string, ReactNode]] : []),
            ]}
          />
        </Section>
      </div>
      <TableSection
        title="Sessioni"
        empty="Nessuna sessione."
        head={['Aperta', 'Ultima attività', 'Ambito', 'Indirizzo', 'Stato']}
        rows={p.sessioni.map((s) => [
          formatDateTime(s.creataIl),
          formatDateTime(s.ultimaAttivita),
          s.ambito === 'backoffice' ? 'Back office' : 'Sito',
          s.ip ?? '—',
          s.chiusaIl ? (
            `Chiusa il ${formatDateTime(s.chiusaIl)} (${s.motivo ?? '—'})`
          ) : canRevoke && s.ambito === 'player' ? (
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => setClosing(s)}
              aria-label={`Chiudi la sessione aperta il ${formatDateTime(s.creataIl)}`}
            >
              Chiudi sessione
            </button>
          ) : (
            'Aperta'
          ),
        ])}
      />
      <TableSection
        title="Movimenti"
        empty="Nessun movimento."
        head={['Data', 'Tipo', 'Descrizione', 'Conto', 'Importo']}
        rows={p.movimenti.map((m) => [
          formatDateTime(m.data),
          movementKindLabel(m.tipo),
          m.descrizione ? withMethodLabels(m.descrizione) : '—',
          ACCOUNT_KIND_LABELS[m.conto] ?? m.conto,
          formatCents(m.importo),
        ])}
      />
      <div className="bo-grid">
        <TableSection
          title="Depositi"
          empty="Nessun deposito."
          head={['Data', 'Metodo', 'Importo', 'Stato']}
          rows={p.depositi.map((d) => [formatDateTime(d.data), paymentMethodLabel(d.metodo), formatCents(d.importo), depositStateText(d)])}
        />
        <TableSection
          title="Prelievi"
          empty="Nessun prelievo."
          head={['Data', 'Ticket', 'Importo', 'Stato']}
          rows={p.prelievi.map((w) => [
            formatDateTime(w.richiestoIl),
            w.ticket,
            formatCents(w.importo),
            WITHDRAWAL_STATE_LABELS[w.stato] + (w.motivo ? ` (${w.motivo})` : ''),
          ])}
        />
      </div>
      <TableSection
        title="Giocate"
        intro={<p className="bo-muted">Le ultime 50, dalla più recente.</p>}
        empty="Nessuna giocata."
        head={['Giocata il', 'Codice', 'Gioco', 'Importo', 'Stato', 'Vincita', 'Chiusa il']}
        rows={p.giocate.map((g) => [
          formatDateTime(g.giocataIl),
          g.codice,
          `${g.gioco}${g.bonus ? ' (bonus)' : ''}`,
          formatCents(g.importo),
          g.statoDescr,
          formatCents(g.vincita),
          g.chiusaIl ? formatDateTime(g.chiusaIl) : '—',
        ])}
      />
      <TableSection
        title="Bonus"
        empty="Nessun bonus."
        head={['Campagna', 'Tipo', 'Importo', 'Giocato / da giocare', 'Stato', 'Assegnato', 'Scadenza']}
        rows={p.bonus.map((b) => [
          b.campagna,
          bonusTypeLabel(b.tipo),
          // A free-spin bonus is its spins (its amount is 0 €, which read as a bonus of nothing).
          b.tipo === 'freespin' ? `${b.giri} free spin` : formatCents(b.importo),
          `${formatCents(b.giocato)} / ${formatCents(b.daGiocare)}`,
          (BONUS_STATE_LABELS[b.stato] ?? b.stato) + (b.chiusoIl ? ` il ${formatDateTime(b.chiusoIl)}` : ''),
          formatDateTime(b.assegnatoIl),
          formatDateTime(b.scadenza),
        ])}
      />
      <div className="bo-grid">
        <TableSection
          title="Limiti di deposito"
          empty="Nessun limite impostato."
          head={['Periodo', 'Limite', 'In attesa', 'Aggiornato']}
          rows={p.limiti.map((l) => [
            periodLabel(l.periodo),
            formatCents(l.importo),
            l.inAttesa === null ? '—' : `${formatCents(l.inAttesa)} dal ${formatDateTime(l.dal)}`,
            formatDateTime(l.aggiornatoIl),
          ])}
        />
        <TableSection
          title="Storico dei limiti"
          empty="Nessuna modifica dei limiti."
          head={['Data', 'Periodo', 'Prima', 'Dopo', 'Aumento in attesa']}
          rows={p.storicoLimiti.map((c) => [
            formatDateTime(c.data),
            periodLabel(c.periodo),
            c.prima === null ? 'nessuno' : formatCents(c.prima),
            formatCents(c.importo),
            c.inAttesa === null ? '—' : `${formatCents(c.inAttesa)} dal ${formatDateTime(c.dal)}`,
          ])}
        />
      </div>
      <div className="bo-grid">
        <TableSection
          title="Limiti di spesa e di tempo"
          intro={
            <p className="bo-muted" data-testid="bo-play-time">
              {`Tempo di gioco: ${minutesText(p.tempoGioco.giorno)} nelle ultime 24 ore, ${minutesText(p.tempoGioco.settimana)} negli ultimi 7 giorni, ${minutesText(p.tempoGioco.mese)} nell'ultimo mese. Promemoria di sessione: ogni ${p.promemoriaMinuti} minuti${p.promemoriaScelto ? ' (scelto dal giocatore)' : ' (predefinito)'}.`}
            </p>
          }
          empty="Nessun limite di spesa o di tempo impostato."
          head={['Tipo', 'Periodo', 'Limite', 'Usato nel periodo', 'In attesa', 'Aggiornato']}
          rows={p.limitiGioco.map((l) => [
            playKindLabel(l.tipo),
            periodLabel(l.periodo),
            playValue(l.tipo, l.importo),
            playValue(l.tipo, l.utilizzato),
            l.inAttesa === null ? '—' : `${playValue(l.tipo, l.inAttesa)} dal ${formatDateTime(l.dal)}`,
            formatDateTime(l.aggiornatoIl),
          ])}
        />
        <TableSection
          title="Storico dei limiti di spesa e di tempo"
          empty="Nessuna modifica dei limiti di spesa e di tempo."
          head={['Data', 'Tipo', 'Periodo', 'Prima', 'Dopo', 'Aumento in attesa']}
          rows={p.storicoLimitiGioco.map((c) => [
            formatDateTime(c.data),
            playKindLabel(c.tipo),
            periodLabel(c.periodo),
            c.prima === null ? 'nessuno' : playValue(c.tipo, c.prima),
            playValue(c.tipo, c.importo),
            c.inAttesa === null ? '—' : `${playValue(c.tipo, c.inAttesa)} dal ${formatDateTime(c.dal)}`,
          ])}
        />
      </div>
      <TableSection
        title="Autoesclusioni"
        intro={<p className="bo-muted">Tutte, anche quelle terminate.</p>}
        empty="Nessuna autoesclusione."
        head={['Tipo', 'Prodotto', 'Dal', 'Al', 'Revocabile dal', 'Terminata', 'Nota']}
        rows={p.esclusioni.map((e) => [
          e.tipo,
          e.prodotto,
          formatDateTime(e.dal),
          e.al ? formatDateTime(e.al) : 'a tempo indeterminato',
          e.revocabileDal ? formatDateTime(e.revocabileDal) : '—',
          e.terminataIl ? formatDateTime(e.terminataIl) : e.al && new Date(e.al) <= new Date() ? 'scaduta' : 'in corso',
          e.nota || '—',
        ])}
      />
      <TableSection
        title="Documenti"
        empty="Nessun documento caricato."
        head={['Lato', 'Stato', 'Caricato', 'Verificato', 'Motivo']}
        rows={p.documenti.map((d) => [
          d.lato,
          DOCUMENT_STATE_LABELS[d.stato] ?? d.stato,
          formatDateTime(d.caricatoIl),
          formatDateTime(d.verificatoIl) || '—',
          d.motivo ?? '—',
        ])}
      />
      <Section title="Note">
        {canNote && <NoteForm playerId={a.id} onSaved={refresh} />}
        <ul className="bo-notes">
          {p.note.map((n) => (
            <li key={n.id}>
              <p>{n.testo}</p>
              <p className="bo-muted">
                {n.operatore} · {formatDateTime(n.data)}
              </p>
            </li>
          ))}
        </ul>
        {p.note.length === 0 && <p className="bo-muted">Nessuna nota.</p>}
      </Section>
      <ConfirmDialog
        open={closing !== null}
        title={`Chiudere la sessione di ${a.username}?`}
        confirmLabel="Chiudi sessione"
        onCancel={() => setClosing(null)}
        onConfirm={() => void revoke()}
      >
        <p>
          {closing && `Sessione aperta il ${formatDateTime(closing.creataIl)}${closing.ip ? ` da ${closing.ip}` : ''}. `}Il giocatore viene disconnesso subito e
          deve accedere di nuovo; l'azione resta nel registro attività.
        </p>
      </ConfirmDialog>
    </article>
  );
}

function NoteForm({ playerId, onSaved }: { playerId: number; onSaved(): Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError('Scrivi il testo della nota');
    try {
      await addPlayerNote(playerId, text.trim());
      setText('');
      setError(undefined);
      await onSaved();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="bo-note-form">
      <TextAreaField label="Nuova nota" value={text} maxLength={2000} error={error} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn--primary btn--sm">
        Salva nota
      </button>
    </form>
  );
}

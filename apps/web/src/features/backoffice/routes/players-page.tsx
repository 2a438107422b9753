import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { Field } from '../../../ui/field.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { searchPlayers } from '../api/calls.ts';
import { accountStateLabel } from '../components/labels.ts';
import { Link } from '../../../lib/link.tsx';

/** The server answers at most this many players a search (GET /api/Backoffice/Players). */
const SEARCH_MAX = 50;

/** Player search by username, name, codice fiscale, e-mail, mobile or contract number. */
export default function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const results = useQuery({ queryKey: ['bo', 'players', q], queryFn: () => searchPlayers(q), enabled: q.length >= 3 });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 3) return setError(BACKOFFICE_TEXT.searchTooShort);
    setError(undefined);
    setParams({ q: text.trim() });
  };
  return (
    <section aria-labelledby="bo-players-title">
      <h1 id="bo-players-title">Giocatori</h1>
      <form className="bo-search" role="search" onSubmit={submit} noValidate>
        <Field
          label="Cerca"
          hint="Nome utente, nome e cognome, codice fiscale, e-mail, cellulare o numero di contratto"
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          Cerca
        </button>
      </form>
      {q.length >= 3 &&
        (results.isPending ? (
          <Loader />
        ) : results.isError ? (
          <LoadError onRetry={() => results.refetch()} text={errorText(results.error)} />
        ) : results.data.length === 0 ? (
          <p role="status">Nessun giocatore trovato per «{q}».</p>
        ) : (
          <>
            {results.data.length >= SEARCH_MAX && (
              <p className="bo-muted" role="status">
                {`Sono mostrati i primi ${SEARCH_MAX} giocatori trovati: aggiungi dettagli alla ricerca per trovare gli altri.`}
              </p>
            )}
            <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Giocatori trovati">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">Giocatore</th>
                    <th scope="col">Nome</th>
                    <th scope="col">Codice fiscale</th>
                    <th scope="col">Contatti</th>
                    <th scope="col">Contratto</th>
                    <th scope="col">Stato</th>
                  </tr>
                </thead>
                <tbody>
                  {results.data.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <Link to={`/backoffice/giocatori/${p.id}`}>{p.username}</Link>
                      </td>
                      <td>
                        {p.nome} {p.cognome}
                      </td>
                      <td>{p.codiceFiscale ?? '—'}</td>
                      <td>
                        {p.email}
                        <div className="bo-muted">{p.cellulare}</div>
                      </td>
                      <td>{p.contratto}</td>
                      <td>{accountStateLabel(p.statoConto)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ))}
    </section>
  );
}

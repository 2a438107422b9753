import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useSession } from '../session/store.ts';

/** Home. The CMS-driven heroes and widgets replace this content once the content area lands. */
export default function HomePage() {
  const user = useSession((s) => s.user);
  return (
    <section className="page home-hero">
      <h1>Scommesse, casinò e giochi: tutto in un conto</h1>
      <p>Depositi immediati, prelievi veloci e strumenti di gioco responsabile sempre a portata di mano.</p>
      {user ? (
        <Link className="btn btn--primary" to={paths.dashboard}>
          Vai al tuo conto
        </Link>
      ) : (
        <div className="row">
          <Link className="btn btn--primary" to={paths.registration}>
            Registrati
          </Link>
          <Link className="btn btn--outline" to={paths.login}>
            Accedi
          </Link>
        </div>
      )}
    </section>
  );
}

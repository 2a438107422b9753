import { AppLink } from '../../lib/app-link.tsx';
import { paths } from '../../lib/paths.ts';
import { SITE_CONCESSION, SITE_OPERATOR } from '@betsite/contract/site-operator';

const LINKS = [
  ['chi-siamo', 'Chi siamo'],
  ['contatti', 'Contatti'],
  ['termini-condizioni', 'Termini e condizioni'],
  ['privacy', 'Privacy'],
  ['cookies', 'Cookie'],
  ['gioco-responsabile', 'Gioco responsabile'],
  ['percentuali-di-vincita', 'Percentuali di vincita'],
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Informazioni">
        <ul>
          {LINKS.map(([slug, label]) => (
            <li key={slug}>
              <AppLink to={paths.page(slug)}>{label}</AppLink>
            </li>
          ))}
          <li>
            <AppLink to={paths.faq}>FAQ</AppLink>
          </li>
          <li>
            <AppLink to={paths.help}>Assistenza</AppLink>
          </li>
          <li>
            <AppLink to={paths.affiliate}>Affiliazione</AppLink>
          </li>
        </ul>
      </nav>
      <ul className="site-footer__marks" aria-label="Gioco legale e responsabile">
        <li>
          <a className="mark mark--adm" href="https://www.adm.gov.it" target="_blank" rel="noopener noreferrer">
            <b aria-hidden="true">ADM</b>
            <span>
              Agenzia delle Dogane e dei Monopoli<span className="sr-only"> (si apre in una nuova finestra)</span>
            </span>
          </a>
        </li>
        <li>
          <span className="mark">
            <b aria-hidden="true">✓</b>
            <span>Gioco legale e sicuro</span>
          </span>
        </li>
        <li>
          <span className="badge-18" role="img" aria-label="Vietato ai minori di 18 anni">
            18+
          </span>
        </li>
        <li>
          <AppLink className="mark" to={paths.page('gioco-responsabile')}>
            <b aria-hidden="true">♥</b>
            <span>Gioca responsabilmente</span>
          </AppLink>
        </li>
      </ul>
      <p className="site-footer__legal">
        Il gioco è vietato ai minori e può causare dipendenza patologica. Gioca responsabilmente: consulta le probabilità di vincita e i servizi di supporto sul
        sito dell'Agenzia delle Dogane e dei Monopoli.
      </p>
      <p className="site-footer__concession" data-testid="footer-concession">
        {SITE_OPERATOR} – {SITE_CONCESSION} – Gioco pubblico regolamentato dall'Agenzia delle Dogane e dei Monopoli (ADM).
      </p>
    </footer>
  );
}

import { AppLink } from '../../lib/app-link.tsx';
import { paths } from '../../lib/paths.ts';
import { SITE_CONCESSION } from '@betsite/contract/site-operator';

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
      <p className="site-footer__legal">
        <span className="badge-18" aria-label="Vietato ai minori di 18 anni">
          18+
        </span>
        Il gioco è vietato ai minori e può causare dipendenza patologica. Gioca responsabilmente: consulta le probabilità di vincita e i servizi di supporto sul
        sito dell'Agenzia delle Dogane e dei Monopoli.
      </p>
      <p className="site-footer__concession" data-testid="footer-concession">
        {SITE_CONCESSION} – Gioco pubblico regolamentato dall'Agenzia delle Dogane e dei Monopoli (ADM).
      </p>
    </footer>
  );
}

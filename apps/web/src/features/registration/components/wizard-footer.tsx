import { paths } from '../../../lib/paths.ts';
import { useSiteVariable } from '../../../lib/site-config.ts';
import { SITE_CONCESSION, SITE_OPERATOR } from '@betsite/contract/site-operator';
import { Link } from '../../../lib/link.tsx';

/** Customer-care hours, chat link, regulator logos and the disclaimer (document 2 §2). */
export function WizardFooter() {
  const hours = useSiteVariable('CustomerCareHours') ?? 'Tutti i giorni dalle 9:00 alle 22:00';
  return (
    <footer className="reg-footer">
      <p>
        <strong>Assistenza clienti:</strong> {hours}. <Link to={paths.help}>Apri la chat</Link>
      </p>
      <ul className="reg-footer__logos" aria-label="Loghi istituzionali">
        <li className="reg-logo reg-logo--adm" title="Agenzia delle Dogane e dei Monopoli">
          ADM
        </li>
        <li className="reg-logo reg-logo--age" title="Gioco vietato ai minori di 18 anni">
          18+
        </li>
        <li className="reg-logo" title="Gioco responsabile">
          Gioca responsabilmente
        </li>
      </ul>
      <p className="reg-footer__disclaimer">
        Il gioco è vietato ai minori di 18 anni e può causare dipendenza patologica. Gioco pubblico autorizzato dall'Agenzia delle Dogane e dei Monopoli.
        Consulta le probabilità di vincita sul sito dell'ADM.
      </p>
      {/* On a phone the wizard hides the site's footer: the concession stays on screen here. */}
      <p className="reg-footer__disclaimer" data-testid="wizard-concession">
        {SITE_OPERATOR} – {SITE_CONCESSION}
      </p>
    </footer>
  );
}

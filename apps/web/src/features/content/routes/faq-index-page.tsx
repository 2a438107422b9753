import '../content.css';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { paths } from '../../../lib/paths.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { str, useVisibleArea } from '../components/view-context.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Link } from '../../../lib/link.tsx';

/** /faq: the FAQ sections, each with title, description and 'Scopri di più'. */
export default function FaqIndexPage() {
  const { objects, ready, failed, retry } = useVisibleArea(LAYOUT_AREAS.faq);
  useDocumentTitle('FAQ | Betsite');
  const sections = objects.filter((o) => o.TypeName === 'faq_section');
  return (
    <div className="page cms-faq">
      <h1>FAQ</h1>
      <p className="muted">{CONTENT_TEXT.faqIndexTitle}</p>
      {!ready ? (
        <Loader />
      ) : failed ? (
        <LoadError onRetry={retry} />
      ) : (
        <ul className="cms-faq-sections">
          {sections.map((s) => {
            const p = s.Parameters;
            return (
              <li key={s.Id} className="cms-card">
                <div className="cms-card__body">
                  {str(p.faq_section_icon) && <img src={str(p.faq_section_icon)} alt="" width="40" height="40" className="cms-faq-sections__icon" />}
                  <h2>{str(p.faq_section_title)}</h2>
                  <p>{str(p.faq_section_description)}</p>
                  <Link to={`${paths.faq}/${str(p.faq_section_url)}`} aria-label={`${CONTENT_TEXT.discoverMore}: ${str(p.faq_section_title)}`}>
                    {CONTENT_TEXT.discoverMore}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

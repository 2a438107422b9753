import '../content.css';
import { useLocation, useParams } from 'react-router';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { paths } from '../../../lib/paths.ts';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { FaqItem } from '../components/faq-item.tsx';
import { PagesDropdown } from '../components/pages-dropdown.tsx';
import { LoadErrorPage } from '../../../ui/load-error.tsx';
import { str, useIsMobile, useVisibleArea } from '../components/view-context.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { NavLink } from '../../../lib/link.tsx';

/** /faq/{section}: 'FAQ - {title}', subsections with expandable items; side navigation with icons, or 'Pagine' on mobile. */
export default function FaqSectionPage() {
  const { section: url } = useParams();
  const { objects, ready, failed, retry } = useVisibleArea(LAYOUT_AREAS.faq);
  const mobile = useIsMobile();
  const location = useLocation();
  const sections = objects.filter((o) => o.TypeName === 'faq_section');
  const section = sections.find((s) => str(s.Parameters.faq_section_url) === url);
  const title = section ? CONTENT_TEXT.faqTitle(str(section.Parameters.faq_section_title)) : '';
  useDocumentTitle(title && `${title} | Betsite`);
  if (!ready) return <Loader />;
  if (failed) return <LoadErrorPage onRetry={retry} />;
  if (!section) return <NotFoundPage />;
  const links = sections.map((s) => ({
    to: `${paths.faq}/${str(s.Parameters.faq_section_url)}`,
    label: str(s.Parameters.faq_section_title),
    icon: str(s.Parameters.faq_section_icon),
  }));
  return (
    <div className="page cms-layout cms-faq">
      {mobile ? (
        <PagesDropdown items={links} current={location.pathname} />
      ) : (
        <nav className="cms-side" aria-label="FAQ">
          <ul className="cms-side__list">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className="cms-side__icon-link">
                  {l.icon && <img src={l.icon} alt="" width="24" height="24" />}
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="cms-layout__main">
        <h1>{title}</h1>
        {section.Children.filter((c) => c.TypeName === 'faq_subsection').map((sub) => (
          <section key={sub.Id} className="cms-faq-sub" aria-labelledby={`faq-sub-${sub.Id}`}>
            <h2 id={`faq-sub-${sub.Id}`}>{str(sub.Parameters.faq_subsection_title)}</h2>
            <ul className="cms-faq-list">
              {sub.Children.filter((i) => i.TypeName === 'faq_item').map((i) => (
                <FaqItem key={i.Id} item={i} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

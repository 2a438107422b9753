import '../content.css';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { TCmsObject } from '@betsite/contract/content';
import { paths } from '../../../lib/paths.ts';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { HERO_BY_LAYOUT } from '@betsite/contract/content-areas';
import { isContainer, isPage, menuItems, pageUrl, resolveAreaPage, sectionUrl, sectionsOf, titleOf } from '../components/page-tree.ts';
import { PagesDropdown } from '../components/pages-dropdown.tsx';
import { StaticPageView } from '../components/static-page-view.tsx';
import { LoadErrorPage } from '../../../ui/load-error.tsx';
import { useIsMobile, useVisibleArea } from '../components/view-context.ts';
import { WidgetArea } from '../components/widget-area.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { Link, NavLink } from '../../../lib/link.tsx';

/** The pages of a section as links (sub-containers expanded one level). */
function sectionLinks(section: TCmsObject, base: string): { to: string; label: string }[] {
  return menuItems(section.Children).flatMap((c) =>
    isContainer(c)
      ? menuItems(c.Children)
          .filter(isPage)
          .map((p) => ({
            to: `${base}/${sectionUrl(c)}/${pageUrl(p)}`,
            label: `${titleOf(c)} · ${titleOf(p)}`,
          }))
      : [{ to: `${base}/${pageUrl(c)}`, label: titleOf(c) }],
  );
}

function PageList({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="cms-linklist">
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Index of a layout area: mobile, a list of sections under the title; larger screens, a tab bar of sections. */
function AreaIndex({ layout, sections, title }: { layout: string; sections: TCmsObject[]; title: string }) {
  const mobile = useIsMobile();
  const [tab, setTab] = useState(0);
  const base = paths.page(layout);
  if (sections.length === 0) return <h1>{title}</h1>;
  const active = sections[Math.min(tab, sections.length - 1)]!;
  return (
    <>
      <h1>{title}</h1>
      {mobile ? (
        <PageList
          links={sections.map((s) => ({
            to: `${base}/${sectionUrl(s)}`,
            label: titleOf(s),
          }))}
        />
      ) : (
        <>
          <div role="tablist" className="cms-tabs" aria-label={title}>
            {sections.map((s, i) => (
              <button
                key={s.Id}
                id={`tab-${s.Id}`}
                role="tab"
                type="button"
                aria-selected={s === active}
                aria-controls={`panel-${s.Id}`}
                tabIndex={s === active ? 0 : -1}
                onClick={() => setTab(i)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                    const next = (i + (e.key === 'ArrowRight' ? 1 : sections.length - 1)) % sections.length;
                    setTab(next);
                    document.getElementById(`tab-${sections[next]!.Id}`)?.focus();
                  }
                }}
              >
                {titleOf(s)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${active.Id}`} aria-labelledby={`tab-${active.Id}`} className="cms-tabpanel">
            <PageList links={sectionLinks(active, `${base}/${sectionUrl(active)}`)} />
          </div>
        </>
      )}
    </>
  );
}

/** /pages/{layoutarea}[/{section}[/{url} | /{subsection}/{url}]] */
export function LayoutAreaPages({ layout, segments }: { layout: string; segments: string[] }) {
  const hero = HERO_BY_LAYOUT[layout];
  const area = useVisibleArea(`${LAYOUT_AREAS.pagesPrefix}${layout}`);
  const mobile = useIsMobile();
  const location = useLocation();
  // The index and a section are named after what they show; a page names itself (StaticPageView, 'Page' as document 1 has it).
  const shown = area.ready && !area.failed ? resolveAreaPage(area.objects, segments) : null;
  const firstSection = area.ready ? sectionsOf(area.objects)[0] : undefined;
  const heading =
    segments.length === 0
      ? (hero?.title ?? (firstSection ? titleOf(firstSection) : ''))
      : segments.length === 1 && shown?.section
        ? titleOf(shown.section)
        : '';
  useDocumentTitle(heading && `${heading} | Betsite`);
  if (!area.ready)
    return (
      <div className="cms-shell">
        <Loader />
      </div>
    );
  if (area.failed) return <LoadErrorPage onRetry={area.retry} />;
  const sections = sectionsOf(area.objects);
  const base = paths.page(layout);

  if (segments.length === 0) {
    if (!hero && sections.length === 0) return <NotFoundPage />;
    return (
      <div className="page cms-area-index">
        {hero && <WidgetArea area={hero.area} />}
        <AreaIndex layout={layout} sections={sections} title={hero?.title ?? titleOf(sections[0]!)} />
      </div>
    );
  }
  const { section, page } = resolveAreaPage(area.objects, segments);
  if (!section || segments.length > 3 || (segments.length > 1 && !page)) return <NotFoundPage />;
  const sBase = `${base}/${sectionUrl(section)}`;
  const links = sectionLinks(section, sBase);
  return (
    <div className="page cms-layout">
      {mobile ? (
        <div className="cms-backbar">
          <Link to={base}>‹ {CONTENT_TEXT.back}</Link>
          <PagesDropdown items={links} current={location.pathname} />
        </div>
      ) : (
        <nav className="cms-side" aria-label={titleOf(section)}>
          <ul className="cms-side__list">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="cms-layout__main">
        {page ? (
          <StaticPageView key={page.Id} page={page} documentTitle={CONTENT_TEXT.pageTitle} />
        ) : (
          <>
            <h1>{titleOf(section)}</h1>
            <PageList links={links} />
          </>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TCmsObject } from '@betsite/contract/content';
import { paths } from '../../../lib/paths.ts';
import { isContainer, menuItems, pageUrl, titleOf } from './page-tree.ts';
import { bool, str } from './view-context.ts';
import { NavLink } from '../../../lib/link.tsx';

function Entry({ o, base }: { o: TCmsObject; base: string }) {
  const [open, setOpen] = useState(true);
  if (isContainer(o)) {
    const kids = menuItems(o.Children);
    const collapsible = bool(o.Parameters.collapsible_menu);
    return (
      <li className="cms-menu-group">
        {collapsible ? (
          <button type="button" className="cms-menu-group__toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {titleOf(o)}
          </button>
        ) : (
          <span className="cms-menu-group__title">{titleOf(o)}</span>
        )}
        {open && (
          <ul>
            {kids.map((k) => (
              <Entry key={k.Id} o={k} base={base} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  const external = str(o.Parameters.ExternalUrl);
  const to = str(o.Parameters.CustomInternalUrl) || `${base}${pageUrl(o)}`;
  const kids = menuItems(o.Children);
  return (
    <li>
      {external ? (
        <a href={external} target="_blank" rel="noopener noreferrer">
          {titleOf(o)} <span className="sr-only">(PDF)</span>
        </a>
      ) : (
        <NavLink to={to} end>
          {titleOf(o)}
        </NavLink>
      )}
      {kids.length > 0 && (
        <ul>
          {kids.map((k) => (
            <Entry key={k.Id} o={k} base={`${to}/`} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Left menu of the institutional pages; on mobile it collapses behind a 'Menu' button. */
export function InstitutionalMenu({ tree }: { tree: TCmsObject[] }) {
  const [open, setOpen] = useState(false);
  return (
    <nav className={`cms-side cms-side--collapsible${open ? ' cms-side--open' : ''}`} aria-label={CONTENT_TEXT.pages}>
      <button
        type="button"
        className="cms-side__toggle btn btn--ghost btn--block"
        aria-expanded={open}
        aria-controls="cms-side-list"
        onClick={() => setOpen((v) => !v)}
      >
        {CONTENT_TEXT.menu}
      </button>
      <ul id="cms-side-list" className="cms-side__list" onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}>
        {menuItems(tree).map((o) => (
          <Entry key={o.Id} o={o} base={paths.page('')} />
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * What a screen reader and a keyboard get when the app moves to another page without loading a
 * document: the new page's title is announced, and the focus goes to the main region when it was left
 * nowhere (the page it was on is gone) or in the header and its menu (the link that was followed), so
 * the next Tab starts in the new page. A page that put the focus somewhere itself (a step's heading,
 * a form field) keeps it: its effects run before this one. The root layout mounts this at the first
 * such move (the first page, loaded as a document, is the browser's), so it acts on mount too.
 */
export default function RouteFocus() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const active = document.activeElement;
    const left = !active || active === document.body || !active.isConnected || Boolean(active.closest('.site-header, .mobile-menu'));
    if (left) document.getElementById('main')?.focus({ preventScroll: true });
    // After the pages' own effects and titles (content pages name themselves once their data is in).
    const t = setTimeout(() => setAnnounced(document.title), 300);
    return () => clearTimeout(t);
  }, [pathname]);
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {announced}
    </p>
  );
}

import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { FRAGMENT_SCROLL_DELAY_MS, fillQueryPlaceholders, isInAppLink, scrollOffset } from '@betsite/domain/content-rules';
import { useSanitizedHtml } from '../../../lib/sanitize-html.ts';
import { VideoEmbed } from './video-embed.tsx';
import '../content.css';
import { isMobileNow } from '../../../lib/use-media.ts';

interface Props {
  html: string;
  className?: string;
  /** Renders a named component embedded in content (<div data-component="…">); unknown names render nothing. */
  renderComponent?: (name: string) => ReactNode;
}

/** Scrolls the window so the element sits below the sticky header and search box. */
export function scrollToElement(el: Element, mobile: boolean): void {
  const top = el.getBoundingClientRect().top + window.scrollY - scrollOffset(mobile);
  window.scrollTo({ top, behavior: 'smooth' });
}

/**
 * Content HTML, sanitised, with: query-string placeholders filled, non-https links routed in the app,
 * fragment links scrolled (after 500 ms on arrival), video links turned into embeds, named components mounted.
 */
export const CmsHtml = forwardRef<HTMLDivElement | null, Props>(function CmsHtml({ html, className, renderComponent }, ref) {
  const navigate = useNavigate();
  const location = useLocation();
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => box.current!, []);
  const filled = useMemo(() => fillQueryPlaceholders(html, new URLSearchParams(location.search)), [html, location.search]);
  // Null for the moment the sanitiser loads (HTML the server did not render): the box stays empty.
  const clean = useSanitizedHtml(filled) ?? '';
  const [mounts, setMounts] = useState<{ el: Element; node: ReactNode }[]>([]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const found: { el: Element; node: ReactNode }[] = [];
    el.querySelectorAll('[data-video]').forEach((v) =>
      found.push({
        el: v,
        node: <VideoEmbed url={v.getAttribute('data-video') ?? ''} />,
      }),
    );
    if (renderComponent)
      el.querySelectorAll('[data-component]').forEach((c) =>
        found.push({
          el: c,
          node: renderComponent(c.getAttribute('data-component') ?? ''),
        }),
      );
    setMounts(found);
  }, [clean, renderComponent]);

  useEffect(() => {
    if (!location.hash) return;
    // A fragment that is not valid percent-encoding (a mistyped or hostile link: '#%zz') names no
    // heading: the page stays as it is (decoding it threw, and the error page replaced the page).
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const t = setTimeout(() => {
      const target = document.getElementById(id);
      if (target) scrollToElement(target, isMobileNow());
    }, FRAGMENT_SCROLL_DELAY_MS);
    return () => clearTimeout(t);
  }, [location.hash, clean]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a');
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    const href = a.getAttribute('href');
    if (!href) return;
    if (href.startsWith('#')) {
      e.preventDefault();
      void navigate({ hash: href }, { preventScrollReset: true });
      return;
    }
    if (isInAppLink(href)) {
      e.preventDefault();
      void navigate(href);
    }
  };

  return (
    <>
      {/* Clicks come from the links inside, which are keyboard-reachable on their own. */}
      <div ref={box} className={`cms-html ${className ?? ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      {mounts.map((m, i) => createPortal(m.node, m.el, String(i)))}
    </>
  );
});

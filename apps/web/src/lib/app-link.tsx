import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { isSitePath } from './paths.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the site ('/faq', '/pages/x?y#z'); anything else is an ordinary link. */
  to: string;
};

/** True for a click the browser should handle itself: another button, a modifier (new tab, download), another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (!!target && target !== '_self');
}

/**
 * A link to a page of the site, followed in the app on a plain click: React Router's `<Link>`
 * without its per-link hooks. Every `<Link>` resolves its path against the route and subscribes to
 * the location (useHref, useResolvedPath, useLinkClickHandler, useNavigate…), which on the home's
 * ≈ 80 links was a measurable share of each render, and re-renders them all on every navigation.
 * The links of the header, the footer and the CMS content are absolute paths: nothing to resolve.
 * One context read gives the router's history; a click on the page already shown replaces it, as
 * `<Link>` does. Links relative to their route or that need the location (NavLink's active state)
 * use the site's `Link`/`NavLink` (link.tsx).
 */
export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const inApp = isSitePath(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || leftToBrowser(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    if (pathname + search + hash === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useContext } from 'react';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler, useLocation, useResolvedPath, type RelativeRoutingType, type To } from 'react-router';

/**
 * The site's links: React Router's click handling (`useLinkClickHandler`, the hook the library offers
 * for links of one's own) and address (`useHref`), without its `<Link>`. That component also renders
 * framework mode's route prefetching (`prefetch`: module and data links of a route manifest this app
 * does not have), which no bundler can drop as it sits behind a prop: ≈ 8 KB minified, 2.8 KB gzip,
 * on every page (docs/decisions.md "Rendering model"). Same markup and behaviour as React Router's
 * for what the site uses: a plain click moves in the app; a modified click, another `target` or
 * `reloadDocument` is left to the browser; an absolute address of another origin is a plain link.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: RelativeRoutingType;
  viewTransition?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** As React Router tells an address from a path: a scheme, or `//`. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * An absolute `to`: in the browser, an address of this origin becomes its path (a move in the app);
 * any other stays as written. On the server nothing is known of the origin: the markup carries the
 * address as written on both sides (the same `href`), and the browser decides when clicked.
 */
function parseTo(to: To): { to: To; absolute?: string; external: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: false };
  if (typeof window === 'undefined') return { to, absolute: to, external: false };
  try {
    const here = new URL(window.location.href);
    const target = new URL(to, here);
    return target.origin === here.origin
      ? { to: target.pathname + target.search + target.hash, absolute: to, external: false }
      : { to, absolute: to, external: true };
  } catch {
    return { to, absolute: to, external: true };
  }
}

export function Link({ to: rawTo, replace, state, reloadDocument, preventScrollReset, relative, viewTransition, onClick, target, ref, ...rest }: LinkProps) {
  const parsed = parseTo(rawTo);
  const href = useHref(parsed.to, { relative });
  const navigate = useLinkClickHandler(parsed.to, { replace, state, target, preventScrollReset, relative, viewTransition });
  const inApp = !(parsed.external || reloadDocument);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={parsed.absolute ?? href} onClick={inApp ? handleClick : onClick} ref={ref} target={target} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** A class, or a function of the link's state; a plain class gets `active` added on the current page. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
  /** Only the address itself is current, not the pages under it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/**
 * A link that knows it leads to the current page: `aria-current="page"` and the class `active`, by
 * React Router's rule (the path, or with `end` unset a page under it; letter case ignored unless
 * `caseSensitive`). React Router's pending and view-transition marks are left out: nothing here
 * styles them. (`AppLink` in app-link.tsx is the lighter link for an absolute path of the site.)
 */
export function NavLink({ className, children, end = false, caseSensitive = false, 'aria-current': currentMark = 'page', ...rest }: NavLinkProps) {
  const path = useResolvedPath(rest.to, { relative: rest.relative });
  const { navigator } = useContext(UNSAFE_NavigationContext);
  let current = useLocation().pathname;
  // The router's own encoding (a data router's `encodeLocation`), as the location's pathname has it.
  let target = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  if (!caseSensitive) {
    current = current.toLowerCase();
    target = target.toLowerCase();
  }
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} aria-current={isActive ? currentMark : undefined} className={classes || undefined}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}

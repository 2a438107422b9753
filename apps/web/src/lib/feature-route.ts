import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * A page a feature contributes to the router (features/<area>/routes.tsx). The app turns each one
 * into a lazy route and adds the login guard where `guarded` is set, so features never import the
 * app layer or each other to be routed. A page may be a layout with `children` (e.g. the profile
 * tabs); a child may simply `redirect` (e.g. the layout's index to its first tab), to a fixed address
 * or to one made from the requested one (an old page name, its sub-path and query kept).
 */
export type FeatureRoute = ({ path: string; index?: never } | { index: true; path?: never }) &
  ({ load: () => Promise<{ default: ComponentType }>; redirect?: never } | { redirect: string | ((url: URL) => string); load?: never }) & {
    guarded?: boolean;
    children?: FeatureRoute[];
    /** What the page draws first, fetched into the query cache before the app's first render on a fresh load (main.tsx). */
    firstData?: FirstData;
    /** After firstData: true when the address names nothing (the page draws 'Pagina non trovata' and the answer is HTTP 404). */
    notFound?: (client: QueryClient, pathname: string, logged: boolean) => boolean | Promise<boolean>;
  };

/**
 * Fetches what a page needs for its first render (e.g. the institutional page's area and body), so a
 * fresh load draws the page whole instead of a loader first; `logged` is the checked session's state.
 */
export type FirstData = (client: QueryClient, pathname: string, logged: boolean) => Promise<unknown>;

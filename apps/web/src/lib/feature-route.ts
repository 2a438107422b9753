import type { ComponentType } from 'react';

/**
 * A page a feature contributes to the router (features/<area>/routes.tsx). The app turns each one
 * into a lazy route and adds the login guard where `guarded` is set, so features never import the
 * app layer or each other to be routed. A page may be a layout with `children` (e.g. the profile
 * tabs); a child may simply `redirect` (e.g. the layout's index to its first tab).
 */
export type FeatureRoute = ({ path: string; index?: never } | { index: true; path?: never }) &
  ({ load: () => Promise<{ default: ComponentType }>; redirect?: never } | { redirect: string; load?: never }) & {
    guarded?: boolean;
    children?: FeatureRoute[];
  };

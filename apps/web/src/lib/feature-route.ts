import type { ComponentType } from 'react';

/**
 * A page a feature contributes to the router (features/<area>/routes.tsx). The app turns each one
 * into a lazy route and adds the login guard where `guarded` is set, so features never import the
 * app layer or each other to be routed.
 */
export type FeatureRoute = ({ path: string; index?: never } | { index: true; path?: never }) & {
  load: () => Promise<{ default: ComponentType }>;
  guarded?: boolean;
};

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/session/index.ts';

/** A route whose page module (default export) loads lazily; `guarded` adds the login guard. */
export const page = (load: () => Promise<{ default: ComponentType }>, guarded = false): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Component } = await load();
    return {
      Component: guarded
        ? () => (
            <RequireAuth>
              <Component />
            </RequireAuth>
          )
        : Component,
    };
  },
});

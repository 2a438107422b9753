import { QueryClient } from '@tanstack/react-query';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './router.tsx';

const routes = createRoutes({ queryClient: new QueryClient(), logged: () => false });
const lobby = routes.find((r) => r.path === '/')!.children!.find((r: RouteObject) => r.path === 'games')!;

const args = (from: string, to: string): ShouldRevalidateFunctionArgs =>
  ({ currentUrl: new URL(from, 'https://x'), nextUrl: new URL(to, 'https://x'), defaultShouldRevalidate: true }) as ShouldRevalidateFunctionArgs;

describe('feature routes', () => {
  it('do not load their first data again when only the query string changes (a filter shows at once)', () => {
    expect(lobby.shouldRevalidate!(args('/games', '/games?categoria=Tavolo'))).toBe(false);
    expect(lobby.shouldRevalidate!(args('/games?categoria=Tavolo', '/games?categoria=Tavolo&q=gon'))).toBe(false);
  });

  it('follow the router otherwise (another page, the same address again)', () => {
    expect(lobby.shouldRevalidate!(args('/', '/games'))).toBe(true);
    expect(lobby.shouldRevalidate!(args('/games', '/games'))).toBe(true);
  });
});

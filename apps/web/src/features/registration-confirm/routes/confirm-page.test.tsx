// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TSiteConfig } from '@betsite/contract/site';
import { siteConfigQueryOptions } from '../../../lib/site-config.ts';
import RegistrationConfirmPage from './confirm-page.tsx';

afterEach(cleanup);

function renderAt(url: string, variables: Record<string, string>) {
  const client = new QueryClient();
  const config: TSiteConfig = { modules: {}, variables, idle: { idleSeconds: 0, timeoutSeconds: 0, warningSeconds: 0, pingSeconds: 0 } as TSiteConfig['idle'] };
  client.setQueryData(siteConfigQueryOptions.queryKey, config);
  const shown = { pathname: '' };
  function ShownPath() {
    shown.pathname = useLocation().pathname;
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ShownPath />
        <Routes>
          <Route path="/account/registration/confirm" element={<RegistrationConfirmPage />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return shown;
}

describe('registration confirmation steps', () => {
  it('offers the social group as a fourth step only when SocialGroupLink is set', () => {
    renderAt('/account/registration/confirm?step=3', { SocialGroupLink: 'https://t.me/betsite' });
    expect(screen.getByText('Passo 3 di 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Non ora' }));
    expect(screen.getByRole('heading', { name: 'Unisciti al nostro gruppo' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Unisciti al gruppo' });
    expect(link.getAttribute('href')).toBe('https://t.me/betsite');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('ends at the top-up step and goes home without a social group', () => {
    const shown = renderAt('/account/registration/confirm?step=4', { SocialGroupLink: '' });
    expect(screen.getByText('Passo 3 di 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ricarica ora' }).getAttribute('href')).toBe('/account/ricarica');
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla home' }));
    expect(shown.pathname).toBe('/');
  });
});

import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  dialogBox,
  dismissLoginNotice,
  loginAnswer,
  loginAs,
  newPage,
  screenshotsIn,
  seriousA11yViolations,
  useBrowser,
  VIEWPORTS,
} from './support.ts';

/**
 * Passkeys (issue 38) in Chromium with a virtual authenticator (DevTools protocol, WebAuthn domain):
 * demopasskey1 (this file's own player) adds one on the Sicurezza tab, logs out, logs in with
 * 'Accedi con passkey', removes it, and is then refused with an Italian message.
 * Browsers refuse an IP address as relying party: the site is opened as localhost (e2e/global-setup.ts
 * gives the servers WEBAUTHN_RP_ID=localhost).
 */
const browser = useBrowser();
const shot = screenshotsIn('/tmp/passkeys-shots');
const localBase = () => baseUrl().replace('127.0.0.1', 'localhost');

async function virtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function closeDialog(page: Page, title: string, text: string | RegExp) {
  const dialog = dialogBox(page, { name: title });
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

async function logOut(page: Page) {
  await page.goto('/account/logout');
  // The logout page ends the session, then goes home: the header's 'Accedi' alone can show before that.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('bs.token') ?? sessionStorage.getItem('bs.token'))).toBeNull();
}

async function axeAtBothSizes(page: Page, name: string) {
  for (const size of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await shot(page, `${name}-${size}`);
    expect(await seriousA11yViolations(page), `${name} ${size}`).toEqual([]);
  }
}

describe('passkeys in the browser', () => {
  it('adds a passkey, logs in with it, removes it, and is then refused in Italian', async () => {
    const { page, context } = await newPage(browser(), { base: localBase() });
    const cdp = await context.newCDPSession(page);
    const authenticatorId = await virtualAuthenticator(cdp);

    await loginAs(page, 'demopasskey1', 'Password123', '/account/edit/security');
    await page.getByRole('heading', { name: 'Passkey', level: 2 }).waitFor();
    await page.getByText('Non hai ancora aggiunto passkey.').waitFor();
    // The WebAuthn browser code is not part of the page: it comes with the first passkey action.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((s) => /simplewebauthn|webauthn/i.test(s))).toEqual([]);
    await axeAtBothSizes(page, 'security-empty');

    // Adding without the password is refused in the form.
    await page.getByRole('button', { name: 'Aggiungi passkey' }).click();
    await page.getByLabel('Nome della passkey').fill('Telefono di Elena');
    await page.getByRole('button', { name: 'Crea passkey' }).click();
    await page.getByText('Per aggiungere una passkey inserisci la password del conto.').waitFor();
    await page.getByLabel('Password del conto').fill('Sbagliata1');
    await page.getByRole('button', { name: 'Crea passkey' }).click();
    await page.getByText('Password o codice non corretti: la passkey non è stata aggiunta.').waitFor();
    await axeAtBothSizes(page, 'security-add-form');
    await page.getByLabel('Password del conto').fill('Password123');
    await page.getByRole('button', { name: 'Crea passkey' }).click();
    await closeDialog(page, 'Operazione conclusa', 'Passkey aggiunta');
    const item = page.getByRole('listitem').filter({ hasText: 'Telefono di Elena' });
    await item.getByText('Mai usata').waitFor();
    await axeAtBothSizes(page, 'security-with-passkey');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // Log out, then 'Accedi con passkey': no username, no password.
    await logOut(page);
    await page.goto('/account/login');
    await shot(page, 'login-passkey-button');
    const answer = loginAnswer(page);
    await page.getByRole('button', { name: 'Accedi con passkey' }).click();
    await page.getByTestId('header-balance').waitFor();
    await dismissLoginNotice(page, answer);
    await page.goto('/account/edit/security');
    await item.getByText('Ultimo utilizzo').waitFor();
    expect(await item.getByText('Mai usata').count()).toBe(0);

    // Remove it: confirmed with the password, as adding one (a session alone cannot).
    await page.getByRole('button', { name: 'Rimuovi la passkey Telefono di Elena' }).click();
    const confirm = page.getByRole('form', { name: 'Rimuovi la passkey Telefono di Elena' });
    await confirm.getByText('Vuoi rimuovere la passkey «Telefono di Elena»?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Rimuovi', exact: true }).click();
    await confirm.getByText('Per rimuovere la passkey inserisci la password del conto.').waitFor();
    await confirm.getByLabel('Password del conto').fill('Sbagliata1');
    await confirm.getByRole('button', { name: 'Rimuovi', exact: true }).click();
    await confirm.getByText('Password o codice non corretti: la passkey non è stata rimossa.').waitFor();
    await axeAtBothSizes(page, 'security-remove-form');
    await confirm.getByLabel('Password del conto').fill('Password123');
    await confirm.getByRole('button', { name: 'Rimuovi', exact: true }).click();
    await closeDialog(page, 'Operazione conclusa', 'Passkey rimossa');
    await page.getByText('Non hai ancora aggiunto passkey.').waitFor();

    // The authenticator still holds it, the site no longer accepts it.
    await logOut(page);
    await page.goto('/account/login');
    await page.getByRole('button', { name: 'Accedi con passkey' }).click();
    const refused = dialogBox(page, { name: 'Attenzione!' });
    await refused.getByText(/Passkey non riconosciuta: potrebbe essere stata rimossa\. Accedi con username e password\./).waitFor();
    await shot(page, 'login-passkey-refused');
    // The page told the device (WebAuthn Signal API): its prompt no longer offers the removed passkey.
    await expect.poll(async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length).toBe(0);
    await refused.getByRole('button', { name: 'Chiudi' }).first().click();
    expect(await page.getByTestId('header-balance').count()).toBe(0);
    await page.getByRole('button', { name: 'Accedi', exact: true }).waitFor();
  }, 120_000);
});

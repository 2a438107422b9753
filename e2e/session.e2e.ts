import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  dialogBox,
  dismissLoginNotice,
  idleBaseUrl,
  lastOutboxId,
  loginAnswer,
  loginAs,
  newPage,
  screenshot,
  seriousA11yViolations,
  submitLogin,
  useBrowser,
  waitForMessage,
} from './support.ts';

const TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const browser = useBrowser();
/** This file's own player (apps/server/src/demo/e2e-players.ts; e2e/README.md): its logins close no other file's session, and nobody moves its money. */
const PLAYER = 'e2esession1';
/** Its second player: signs in in a tab where PLAYER's session ended. */
const SECOND_PLAYER = 'e2esession2';

describe('session in the browser', () => {
  it('sends a visitor from a protected page to login with returnUrl, and back after login', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/account/status');
    await page.waitForURL(/\/account\/login\?returnUrl=%2Faccount%2Fstatus/);
    await page.getByLabel('Username').fill(PLAYER);
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(/\/account\/status$/);
    await page.getByRole('heading', { name: 'Stato del conto' }).waitFor();
    await context.close();
  });

  it("shows the unlock link's outcome on the login page (the link itself is tested in the API suite)", async () => {
    for (const vp of ['mobile', 'desktop'] as const) {
      const { page, context } = await newPage(browser(), { viewport: vp });
      await page.goto('/account/login?sblocco=ok');
      await page.getByRole('status').getByText('Accesso sbloccato: ora puoi entrare con la tua password.').waitFor();
      await screenshot(page, `login-unlocked-${vp}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto('/account/login?sblocco=errore');
      await page.getByRole('status').getByText('Collegamento di sblocco non valido o scaduto.').waitFor();
      await context.close();
    }
  });

  it('shows the login page as specified, validates required fields, and is accessible', async () => {
    for (const vp of ['mobile', 'desktop'] as const) {
      const { page, context } = await newPage(browser(), { viewport: vp });
      await page.goto('/account/login');
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect.poll(() => page.getByText('Il campo è richiesto').count()).toBe(2);
      await page.getByLabel('Ricordami').waitFor();
      await page.getByRole('link', { name: 'Hai dimenticato lo username?' }).waitFor();
      await page.getByRole('link', { name: 'Hai dimenticato la password?' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill('segreta');
      await page.getByRole('button', { name: 'Mostra password' }).click();
      await expect.poll(() => page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
      await screenshot(page, `login-${vp}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it("shows 'Attenzione!' with '{code} - {message}' for wrong credentials", async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/account/login');
    await page.getByLabel('Username').fill(PLAYER);
    await page.getByLabel('Password', { exact: true }).fill('nonlaso99');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const dialog = dialogBox(page);
    await dialog.getByText('Attenzione!').waitFor();
    await dialog.getByText('-1 - Username o password non corretti').waitFor();
    await context.close();
  });

  it('logs in, shows balance and dashboard, and logs out', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, PLAYER, 'Password123', '/account/dashboard');
    await page.waitForURL(/\/account\/dashboard$/);
    // The header shows the ledger's balance: this file's player starts at 150,00 € and nothing here moves it.
    const token = await page.evaluate(() => sessionStorage.getItem('bs.token') ?? localStorage.getItem('bs.token'));
    const { saldo } = (await (await fetch(`${baseUrl()}/api/Account/EL_RefreshBalance`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      saldo: number;
    };
    expect(saldo).toBe(15000);
    expect(await page.getByTestId('header-balance').textContent()).toContain((saldo / 100).toFixed(2).replace('.', ','));
    await page.getByRole('heading', { name: /Benvenuto, Marco Costa/ }).waitFor();
    await page.getByText('1000001003').waitFor();
    await page.getByRole('heading', { name: 'Ricariche e Prelievi' }).waitFor();
    await page.getByRole('heading', { name: 'VIP Club' }).waitFor();
    await screenshot(page, 'dashboard-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'dashboard-desktop');
    // The logout page loads the home as a new document once the session is closed: nothing of this
    // page's memory (the mark below, the player's cached data) is left in the tab.
    await page.evaluate(() => Object.assign(window, { beforeLogout: true }));
    await page.getByRole('link', { name: 'Esci' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    expect(await page.evaluate(() => 'beforeLogout' in window)).toBe(false);
    // The home replaced the logout page in the history: Back is the dashboard, which now asks for a login.
    await page.goBack();
    await page.waitForURL(/\/account\/login/);
    await context.close();
  });

  it('logs in with two-factor using a computed code, with Annulla going back', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/account/login');
    await page.getByLabel('Username').fill('demo2fa01');
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const field = page.getByLabel('Codice a due fattori');
    await field.waitFor();
    expect(await page.getByLabel('Username').getAttribute('readonly')).not.toBeNull();
    // The step takes the focus: the code is typed at once, by keyboard too.
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Annulla' }).click();
    await field.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await field.waitFor();
    await screenshot(page, 'login-2fa-desktop');
    await field.fill(authenticator.generate(TOTP_SECRET));
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    await context.close();
  });

  it("a session ended without a reload leaves nothing for the next player in the tab: the second player never sees the first one's data", async () => {
    const { page, context } = await newPage(browser(), { viewport: 'desktop' });
    /** A move inside the app, as a link makes: no new document, the query cache stays. */
    const inApp = (path: string) =>
      page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await loginAs(page, PLAYER, 'Password123', '/account/edit/anagrafica');
    await page.getByText('CSTMRC79P21F205J').waitFor();
    await inApp('/');
    await page.getByRole('link', { name: 'Esci' }).first().waitFor({ state: 'attached' });
    // The server ends the session (another device's logout, an operator): this tab learns it at its next call.
    const stored = await page.evaluate(() => ({ token: sessionStorage.getItem('bs.token'), betsession: sessionStorage.getItem('bs.betsession') }));
    const logout = await fetch(`${baseUrl()}/api/Account/LogoutUser?betsession=${stored.betsession}`, { headers: { authorization: `Bearer ${stored.token}` } });
    expect(logout.status).toBe(200);
    await inApp('/account/edit/documenti');
    await page.waitForURL(/\/account\/login/);
    const ended = dialogBox(page, { name: 'Attenzione!' });
    await ended.getByText('Sessione non valida o scaduta. Effettua nuovamente il login.').waitFor();
    await ended.getByRole('button', { name: 'Chiudi' }).last().click();
    // Someone else signs in, in the same tab, and opens the same page.
    const answer = loginAnswer(page);
    await page.getByLabel('Username').fill(SECOND_PLAYER);
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await dismissLoginNotice(page, answer);
    await page.getByTestId('header-balance').waitFor();
    await inApp('/account/edit/anagrafica');
    await page.getByText('FRRLNE87C52F205H').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/CSTMRC79P21F205J|\bMarco\b/);
    await context.close();
  });

  it('authorises a new device with the code read from the outbox, then logs in', async () => {
    const { page, context } = await newPage(browser());
    const after = await lastOutboxId();
    await submitLogin(page, 'e2edevicesession1');
    const dialog = dialogBox(page, { name: 'Autorizza il dispositivo' });
    await dialog.waitFor();
    await screenshot(page, 'device-auth-desktop');
    const mail = await waitForMessage('e2edevicesession1@betsite.example', after);
    const code = /: (\d{6})/.exec(mail.body)![1]!;
    await dialog.getByRole('button', { name: 'Ricevuta!' }).click();
    await dialog.getByLabel('Codice di autorizzazione').fill(code);
    await dialog.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('Hai autorizzato il dispositivo. Effettua nuovamente la login').waitFor();
    await dialogBox(page, { name: 'Codice verificato' }).getByRole('button', { name: 'Accedi' }).click();
    await dialogBox(page, { name: 'Codice verificato' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    await context.close();
  });

  it("opens 'Stato conto' for e2estatussession1 (a copy of demostatus1) and lets the player accept the terms", async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await loginAs(page, 'e2estatussession1');
    const modal = dialogBox(page, { name: 'Stato conto' });
    await modal.waitFor();
    await modal.getByText('Devi verificare il tuo indirizzo email').waitFor();
    await modal.getByText('Devi accettare i termini e le condizioni').waitFor();
    await screenshot(page, 'status-modal-mobile');
    await modal.getByRole('button', { name: 'Vai allo stato del conto' }).click();
    await page.waitForURL(/\/account\/status$/);
    await page.getByRole('button', { name: 'Accetta' }).click();
    await page.getByText('Termini accettati correttamente').waitFor();
    await dialogBox(page).getByRole('button', { name: 'Chiudi' }).first().click();
    await screenshot(page, 'status-page-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the unknown-page text', async () => {
    const { page, context } = await newPage(browser());
    const answer = await page.goto('/questa/pagina/non-esiste');
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    await context.close();
  });
});

describe('idle handling (short timings)', () => {
  /** The player on the dashboard of the short-timings server, left alone until 'Sessione in scadenza'. */
  async function waitForIdleWarning() {
    const { page, context } = await newPage(browser(), { base: idleBaseUrl() });
    await loginAs(page, PLAYER, 'Password123', '/account/dashboard');
    const warning = dialogBox(page, { name: 'Sessione in scadenza' });
    await warning.waitFor({ timeout: 15_000 });
    return { page, context, warning };
  }

  it('warns with a countdown, then logs out when nobody renews', async () => {
    const { page, context, warning } = await waitForIdleWarning();
    // It starts at 4 s; a busy machine may first look a second later.
    await warning.getByText(/La tua sessione scadrà tra [34] secondi/).waitFor();
    await warning.getByRole('progressbar').waitFor();
    // The text counts down with the bar instead of freezing on the first figure.
    await warning.getByText(/La tua sessione scadrà tra [12] second[io]/).waitFor();
    await screenshot(page, 'idle-warning-desktop');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    await context.close();
  });

  it("keeps the session with 'Rinnovo'", async () => {
    const { page, context, warning } = await waitForIdleWarning();
    await warning.getByRole('button', { name: 'Rinnovo' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/account\/dashboard$/);
    await page.getByTestId('header-balance').waitFor();
    await context.close();
  });

  it('tells the player when the renewal fails, then logs out', async () => {
    const { page, context, warning } = await waitForIdleWarning();
    // The session ends elsewhere (e.g. closed by the operator) while the warning is up.
    // (Logout needs the session's own token, so the test uses the page's.)
    const [betsession, token] = await page.evaluate(() => [sessionStorage.getItem('bs.betsession'), sessionStorage.getItem('bs.token')]);
    await fetch(`${idleBaseUrl()}/api/Account/LogoutUser?betsession=${betsession}`, { headers: { authorization: `Bearer ${token}` } });
    await warning.getByRole('button', { name: 'Rinnovo' }).click();
    await page.getByText('Rinnovo della sessione fallita. Effettuare nuovamente il login.').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Accedi' }).first().waitFor();
    await context.close();
  });

  it('counts activity in any tab of a remembered session, and logging out in one tab logs out all', async () => {
    const { page: first, context } = await newPage(browser(), { base: idleBaseUrl() });
    // Both tabs run on one controlled clock: the rule is proven on page time, not on how fast the
    // machine happens to be (a busy CI once logged out the idle tab while the other was in use).
    await context.clock.install();
    try {
      await first.goto('/account/login?returnUrl=%2Faccount%2Fdashboard');
      await first.getByLabel('Username').fill(PLAYER);
      await first.getByLabel('Password', { exact: true }).fill('Password123');
      await first.getByLabel('Ricordami').check();
      const answer = loginAnswer(first);
      await first.getByRole('button', { name: 'Accedi', exact: true }).click();
      await first.getByTestId('header-balance').waitFor();
      await dismissLoginNotice(first, answer);
      // Page time stops here, just ahead of the page's own: from now on it moves only when the test
      // moves it. A busy machine can take longer than any margin between reading the time and
      // pausing, so a pause that would land in the past is asked again from the page's new time.
      for (let attempt = 1; ; attempt++) {
        try {
          await context.clock.pauseAt((await first.evaluate(() => Date.now())) + 200);
          break;
        } catch (err) {
          if (attempt === 5 || !String(err).includes('to the past')) throw err;
        }
      }
      // A second tab of the same browser shares the remembered session. However long it takes to open
      // on a busy machine, page time moves in small steps while the player is still in the first tab
      // (once it took longer than the whole idle window on real time, and the first tab rightly idled out).
      const second = await context.newPage();
      await second.goto('/account/dashboard');
      const secondBalance = second.getByTestId('header-balance');
      for (let step = 0, x = 50; !(await secondBalance.isVisible()); step++, x = x === 50 ? 60 : 50) {
        if (step === 200) throw new Error('the second tab showed no balance within 20 s of page time');
        await first.mouse.move(x, 50);
        await context.clock.runFor(100);
      }
      const warningIn = (page: typeof first) => dialogBox(page, { name: 'Sessione in scadenza' });
      // The player works in the second tab for 20 s of page time, far longer than idle + timeout (8 s
      // here): the first tab, untouched all along, must neither warn nor log out.
      for (let step = 0, x = 10; step < 40; step++, x = x === 10 ? 200 : 10) {
        await second.mouse.move(x, 300);
        await context.clock.runFor(500);
      }
      expect(await warningIn(first).count()).toBe(0);
      expect(new URL(first.url()).pathname).toBe('/account/dashboard');
      // 'Esci' in the second tab ends the session in the first too.
      await context.clock.resume();
      await second.getByRole('link', { name: 'Esci' }).click();
      await second.getByRole('link', { name: 'Accedi' }).first().waitFor();
      await first.waitForURL((u) => u.pathname === '/');
      await first.getByRole('link', { name: 'Accedi' }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

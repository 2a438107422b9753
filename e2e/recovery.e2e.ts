import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  dialogBox,
  dismissLoginNotice,
  lastOutboxId,
  launchBrowser,
  loginAnswer,
  loginAs,
  newPage,
  screenshot,
  seriousA11yViolations,
  waitForMessage,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const VIEWPORTS = ['mobile', 'desktop'] as const;

/** Stops the page's clock a moment ahead of its time (asked again if the page's time ran past it first). */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      return;
    } catch (err) {
      if (attempt === 5 || !String(err).includes('to the past')) throw err;
    }
  }
}

describe('credential recovery in the browser', () => {
  it('recovers a password by e-mail, then the temporary password logs in and must be changed', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    // The page's timers on a clock the test moves: the 5 seconds are page time, not the machine's.
    await page.clock.install();
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    const dialog = dialogBox(page, { name: 'Recupera password' });
    await dialog.waitFor();
    expect(page.url()).toContain('recupero=password');

    // Step 1: a malformed address shows 'Indirizzo non valido' for 5 seconds.
    await dialog.getByLabel('Email').fill('non-una-mail');
    // The box takes clicks once armed (a timer of the page's), so the clock stops after that.
    await dialog.locator('[data-armed="true"]').waitFor();
    await pauseClock(page);
    await dialog.getByRole('button', { name: 'Continua' }).click();
    const invalid = dialog.getByText('Indirizzo non valido');
    await invalid.waitFor();
    await screenshot(page, 'recovery-password-step1-mobile');
    await page.clock.runFor(4900);
    expect(await invalid.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await invalid.waitFor({ state: 'detached' });
    await page.clock.resume();

    await dialog.getByLabel('Email').fill('demorecovery1@betsite.example');
    await dialog.getByRole('button', { name: 'Continua' }).click();

    // Step 2: the secret question; an empty answer is refused.
    await dialog.getByText('Il tuo animale preferito').waitFor();
    await dialog.getByRole('button', { name: 'Recupera password' }).click();
    await dialog.getByText('Inserire la risposta').waitFor();
    await screenshot(page, 'recovery-password-step2-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'recovery-password-step2-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    const before = await lastOutboxId();
    await dialog.getByLabel('Risposta').fill('Gatto');
    await dialog.getByRole('button', { name: 'Recupera password' }).click();

    // Step 3: success; the e-mail carries a new temporary password.
    await dialog.getByText(/Ti abbiamo inviato una nuova password temporanea/).waitFor();
    await screenshot(page, 'recovery-password-step3-mobile');
    const mail = await waitForMessage('demorecovery1@betsite.example', before);
    const temporary = /password temporanea è: (\S+)/.exec(mail.body)?.[1];
    expect(temporary).toBeTruthy();
    expect(mail.body).not.toContain('Password123');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('recupero=');

    await page.getByLabel('Username').fill('demorecovery1');
    await page.getByLabel('Password', { exact: true }).fill(temporary!);
    const answer = loginAnswer(page);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    await dismissLoginNotice(page, answer);
    const modal = dialogBox(page, { name: 'Stato conto' });
    await modal.getByText('Devi cambiare la tua password').waitFor();
    await screenshot(page, 'recovery-status-after-login-mobile');
    await context.close();
  });

  // e2erecovery1 is this file's own player (e2e/README.md): its wrong answer counts against its e-mail only.
  it('recovers a username, with Riprova after a wrong answer (desktop)', async () => {
    const { page, context } = await newPage(browser, { viewport: 'desktop' });
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Hai dimenticato lo username?' }).click();
    const dialog = dialogBox(page, { name: 'Recupera username' });
    await dialog.getByLabel('Email').fill('e2erecovery1@betsite.example');
    await screenshot(page, 'recovery-username-step1-desktop');
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await dialog.getByText('Cognome da nubile di tua madre').waitFor();
    await dialog.getByLabel('Risposta').fill('Bianchi');
    await screenshot(page, 'recovery-username-step2-desktop');
    await dialog.getByRole('button', { name: 'Recupera username' }).click();
    await dialog.getByText('La risposta alla domanda segreta non è corretta.').waitFor();
    await screenshot(page, 'recovery-username-failure-desktop');
    await dialog.getByRole('button', { name: 'Riprova' }).click();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('e2erecovery1@betsite.example');
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await dialog.getByLabel('Risposta').fill('ferrari');
    const before = await lastOutboxId();
    await dialog.getByRole('button', { name: 'Recupera username' }).click();
    await dialog.getByText("Ti abbiamo inviato lo username all'indirizzo email indicato.").waitFor();
    await screenshot(page, 'recovery-username-step3-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'recovery-username-step3-mobile');
    expect((await waitForMessage('e2erecovery1@betsite.example', before)).body).toContain('e2erecovery1');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('migration in the browser', () => {
  it('shows the prefilled form with its validation at both sizes', async () => {
    // Drawn by the server already filled: never empty while the scripts load.
    const html = await (await fetch(`${baseUrl()}/account/migration?cf=RMNFNC82T52F839E&inv=MIGRA-9Q2L&username=fromano`)).text();
    for (const value of ['RMNFNC82T52F839E', 'MIGRA-9Q2L', 'fromano']) expect(html).toContain(`value="${value}"`);
    for (const vp of VIEWPORTS) {
      const { page, context } = await newPage(browser, { viewport: vp });
      await page.goto('/account/migration?cf=RMNFNC82T52F839E&inv=MIGRA-9Q2L&username=fromano');
      await page.getByRole('heading', { name: 'Migrazione del conto' }).waitFor();
      expect(await page.getByLabel('Codice fiscale').inputValue()).toBe('RMNFNC82T52F839E');
      expect(await page.getByLabel('Username').inputValue()).toBe('fromano');
      await page.getByRole('button', { name: 'Migra il conto' }).click();
      await page.getByText('Sicurezza password non sufficiente').or(page.getByText('Il campo è richiesto').first()).first().waitFor();
      await screenshot(page, `migration-form-${vp}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('migrates a multi-account player and logs in with the new credentials', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await page.goto('/account/migration?cf=SPSGPP75C15F205X&inv=MIGRA-7F3K&username=gesposito');
    await page.getByLabel('Password', { exact: true }).fill('NuovaPass9');
    await page.getByLabel('Ripeti password').fill('NuovaPass8');
    await page.getByLabel('Domanda', { exact: true }).selectOption('2');
    await page.getByLabel('Risposta', { exact: true }).fill('Inter');
    await page.getByLabel('Ripeti risposta').fill('Milan');
    await page.getByRole('button', { name: 'Seleziona tutti' }).click();
    await page.getByRole('button', { name: 'Migra il conto' }).click();
    await page.getByText('Le password non coincidono').waitFor();
    await page.getByText('Le risposte non coincidono').waitFor();
    await page.getByLabel('Ripeti password').fill('NuovaPass9');
    await page.getByLabel('Ripeti risposta').fill('inter');
    await page.getByRole('button', { name: 'Migra il conto' }).click();
    await page.getByRole('heading', { name: 'Migrazione completata' }).waitFor();
    await page.getByText('Il tuo conto unico è pronto. Il tuo nickname è gesposito.').waitFor();
    await screenshot(page, 'migration-done-mobile');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'migration-done-desktop');
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/account\/login/);
    await page.getByLabel('Username').fill('gesposito');
    await page.getByLabel('Password', { exact: true }).fill('NuovaPass9');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    await context.close();
  });
});

describe('affiliate application in the browser', () => {
  it('enables the submit only when valid, sends once and shows Complimenti!', async () => {
    for (const vp of VIEWPORTS) {
      const { page, context } = await newPage(browser, { viewport: vp });
      await page.goto('/account/affiliate');
      const submit = page.getByRole('button', { name: 'Invia richiesta' });
      await submit.waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Nome e cognome *').fill('Marco Bruno');
      await page.getByLabel('Ragione sociale *').fill('Bruno Scommesse Srl');
      await page.getByRole('group', { name: 'Sei già nostro cliente? *' }).getByLabel('Sì').check();
      await page.getByLabel('User ID').fill('e2erecovery1');
      await page.getByLabel('Cellulare *').fill('+393401112233');
      await page.getByLabel('Email *').fill(`marco.${vp}@bruno.example`);
      await page.getByLabel('Provincia *').fill('Milano');
      await page.getByLabel('Anni nel settore *').selectOption('1-3anni');
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('group', { name: "Hai un'attività commerciale? *" }).getByLabel('No').check();
      await page.getByLabel('Informazioni aggiuntive').fill('Agenzia in centro città');
      await screenshot(page, `affiliate-form-${vp}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expect.poll(() => submit.isDisabled()).toBe(false);
      await submit.click();
      const done = dialogBox(page, { name: 'Complimenti!' });
      await done.getByText('La tua richiesta di affiliazione è stata inviata. Ti contatteremo al più presto.').waitFor();
      await screenshot(page, `affiliate-done-${vp}`);
      await done.getByRole('button', { name: 'Chiudi' }).click();
      expect(await page.getByRole('button', { name: 'Richiesta inviata' }).isDisabled()).toBe(true);
      await context.close();
    }
  });
});

describe('registration confirmation in the browser', () => {
  it('walks the steps as a visitor, with the login link on the SMS step', async () => {
    for (const vp of VIEWPORTS) {
      const { page, context } = await newPage(browser, { viewport: vp });
      await page.goto('/account/registration/confirm');
      await page.getByRole('heading', { name: 'Complimenti!' }).waitFor();
      // A visitor logs in to upload the document and comes back to this step.
      expect(await page.getByRole('link', { name: 'Accedi per caricare i documenti' }).getAttribute('href')).toBe(
        '/account/login?returnUrl=%2Faccount%2Fregistration%2Fconfirm%3Fstep%3D1',
      );
      await screenshot(page, `confirm-step1-${vp}`);
      await page.getByRole('button', { name: 'Non ora' }).click();
      await page.getByText('Accedi per confermare il tuo numero di cellulare.').waitFor();
      await screenshot(page, `confirm-step2-visitor-${vp}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Non ora' }).click();
      await page.getByRole('heading', { name: 'Ricarica il tuo conto' }).waitFor();
      await screenshot(page, `confirm-step3-${vp}`);
      // No SocialGroupLink configured: the top-up step is the last one and leads home.
      await page.getByRole('button', { name: 'Vai alla home' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await context.close();
    }
  });

  it('uploads the identity document in the first step when logged in, then goes on to the SMS step', async () => {
    // Logged in at desktop size (the confirmation page hides the mobile header with the balance), then a phone.
    const { page, context } = await newPage(browser, { viewport: 'desktop' });
    await loginAs(page, 'democonfirm1', 'Password123', '/account/registration/confirm?step=1');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Carica i documenti' }).waitFor();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Carica il fronte').setInputFiles({ name: 'fronte.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Carica il retro').setInputFiles({ name: 'retro.png', mimeType: 'image/png', buffer: png });
    await screenshot(page, 'confirm-step1-upload-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Invia i documenti' }).click();
    const done = dialogBox(page, { name: 'Operazione conclusa' });
    await done.getByText(/Documenti caricati/).waitFor();
    await done.getByRole('button', { name: 'Chiudi' }).first().click();
    await page.getByRole('heading', { name: 'Conferma il tuo cellulare' }).waitFor();
    expect(page.url()).toContain('step=2');
    // The profile's documents page shows both sides waiting for verification.
    await page.goto('/account/edit/documenti');
    await expect.poll(() => page.getByText('In attesa di verifica').count()).toBe(2);
    await context.close();
  });

  it('confirms the mobile with the SMS code when logged in', async () => {
    // Logged in at desktop size: the confirmation page hides the mobile header with the balance.
    const { page, context } = await newPage(browser, { viewport: 'desktop' });
    await loginAs(page, 'democonfirm1', 'Password123', '/account/registration/confirm?step=2');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Conferma il tuo cellulare' }).waitFor();
    const before = await lastOutboxId();
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    const sms = await waitForMessage('+393331234702', before);
    const code = /(\d{6})/.exec(sms.body)![1]!;
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Inserire un codice valido').waitFor();
    await page.getByLabel('Codice di conferma').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Verifica il codice di conferma e riprova').waitFor();
    await screenshot(page, 'confirm-step2-code-mobile');
    await page.getByLabel('Codice di conferma').fill(code);
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Cellulare verificato con successo').waitFor();
    await screenshot(page, 'confirm-step2-verified-mobile');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'confirm-step2-verified-desktop');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('link', { name: 'Ricarica ora' }).waitFor();
    await context.close();
  });
});

import { authenticator } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogBox,
  lastOutboxId,
  launchBrowser,
  loginAs,
  newPage,
  screenshotsIn,
  seriousA11yViolations,
  setSite,
  type VIEWPORTS,
  waitForMessage,
} from './support.ts';

// demoprofile1 belongs to this file only (its address, e-mail, password and two-factor change here);
// demodocs1 uploads its documents here; e2estatusprofile1 (a copy of demostatus1) meets the locked
// sections. demouser1 is only looked at: it is the one player with a full profile's history (its
// documents, its limits), every tab is read and nothing is saved, so no other file sees a change.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const shot = screenshotsIn('/tmp/profile-shots');
async function expectAxeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
async function closeDialog(page: Page, title: string, text: string | RegExp) {
  const dialog = dialogBox(page, { name: title });
  await dialog.getByText(text).waitFor();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}
const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/account/edit/anagrafica', heading: 'Anagrafica' },
  { path: '/account/edit/documenti', heading: "Documento d'identità" },
  { path: '/account/edit/contatti-e-privacy', heading: 'Contatti' },
  { path: '/account/edit/contatti-e-privacy/edit-contacts', heading: 'Modifica i contatti' },
  { path: '/account/edit/password', heading: 'Cambia password' },
  { path: '/account/edit/security', heading: 'Autenticazione a due fattori' },
  { path: '/account/edit/status', heading: 'Stato del conto' },
];

describe('profile pages in the browser', () => {
  it('a visitor is sent to the login with the return address', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/account/edit/documenti');
    await page.waitForURL(/\/account\/login\?returnUrl=%2Faccount%2Fedit%2Fdocumenti/);
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as (keyof typeof VIEWPORTS)[]) {
    it(`every tab renders with its header and no serious axe finding (${viewport})`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      await loginAs(page, 'demouser1', 'Password123', '/account/edit/anagrafica');
      await page.getByRole('heading', { name: 'Rossi Mario', level: 1 }).waitFor();
      await page.getByText('@demouser1').waitFor();
      await page.getByText('1000000001').waitFor();
      const tabs = page.getByRole('navigation', { name: 'Sezioni del profilo' });
      expect(await tabs.getByRole('link').allTextContents()).toEqual(['Anagrafica', 'Documenti', 'Contatti e privacy', 'Password', 'Sicurezza', 'Stato']);
      for (const p of PAGES) {
        await page.goto(p.path);
        await page.getByRole('heading', { name: p.heading }).first().waitFor();
        if (p.path.endsWith('documenti')) expect(await page.getByText('Validato').count()).toBe(2);
        if (p.path.endsWith('anagrafica')) expect(await page.getByLabel('CAP').inputValue()).toBe('20121');
        await expectAxeClean(page);
        await shot(page, `${p.path.split('/').slice(3).join('-')}-${viewport}`);
      }
      await context.close();
    });
  }

  it('shows the parent agent only with V3_AccountShowFatherInfo; unverified contacts close the other sections', async () => {
    await setSite('module', 'V3_AccountShowFatherInfo', true);
    await setSite('module', 'DisableAllSectionsIfContactsNotVerified', true);
    try {
      const { page, context } = await newPage(browser);
      await loginAs(page, 'demoprofile1', 'Password123', '/account/edit/status');
      await page.getByText('Agente: agente007').waitFor();
      await context.close();

      const second = await newPage(browser, { viewport: 'mobile' });
      await loginAs(second.page, 'e2estatusprofile1', 'Password123', '/account/edit/password');
      const modal = dialogBox(second.page, { name: 'Stato conto' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Non ora' }).click();
      await second.page.getByText('Per usare questa sezione devi prima verificare i tuoi contatti (email e cellulare).').waitFor();
      expect(await second.page.getByRole('button', { name: 'Cambia password' }).count()).toBe(0);
      const tabs = second.page.getByRole('navigation', { name: 'Sezioni del profilo' });
      expect(await tabs.getByRole('link').allTextContents()).toEqual(['Contatti e privacy', 'Stato']);
      await expectAxeClean(second.page);
      await shot(second.page, 'sections-locked-mobile');
      await second.context.close();
    } finally {
      await setSite('module', 'V3_AccountShowFatherInfo', false);
      await setSite('module', 'DisableAllSectionsIfContactsNotVerified', false);
    }
  });

  it('changes the residence with the code sent by SMS (-3333 step)', async () => {
    const { page, context } = await newPage(browser);
    await loginAs(page, 'demoprofile1', 'Password123', '/account/edit/anagrafica');
    await page.getByLabel('CAP').fill('201');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Inserire un CAP valido').waitFor();
    await page.getByLabel('CAP').fill('20124');
    await page.getByLabel('Indirizzo').fill('Corso Buenos Aires 10');
    const after = await lastOutboxId();
    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = dialogBox(page, { name: 'Conferma la modifica' });
    await dialog.getByText(/inserisci il codice che ti abbiamo inviato/).waitFor();
    await expectAxeClean(page);
    await shot(page, 'anagrafica-otp-desktop');
    const sms = await waitForMessage('+393331234802', after);
    await dialog.getByLabel('Codice OTP').fill(/(\d{6})/.exec(sms.body)![1]!);
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await closeDialog(page, 'Operazione conclusa', 'Dati salvati con successo');
    await page.reload();
    expect(await page.getByLabel('Indirizzo').inputValue()).toBe('Corso Buenos Aires 10');
    await context.close();
  });

  it('changes the e-mail with the code sent to the new address, and saves consents', async () => {
    const { page, context } = await newPage(browser);
    await loginAs(page, 'demoprofile1', 'Password123', '/account/edit/contatti-e-privacy');
    await page.getByLabel('Acconsento alla profilazione').check();
    await page.getByRole('button', { name: 'Salva le preferenze' }).click();
    await closeDialog(page, 'Operazione conclusa', 'Dati salvati con successo');
    await page.getByRole('link', { name: 'Modifica email o cellulare' }).click();
    await page.getByLabel('Email', { exact: true }).fill('davide.nuovo@betsite.example');
    const after = await lastOutboxId();
    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = dialogBox(page, { name: 'Conferma la modifica' });
    const mail = await waitForMessage('davide.nuovo@betsite.example', after);
    await dialog.getByLabel('Codice OTP').fill(/: (\d{6})/.exec(mail.body)![1]!);
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await closeDialog(page, 'Operazione conclusa', 'Dati salvati con successo');
    await page.waitForURL(/\/account\/edit\/contatti-e-privacy$/);
    await page.getByText('davide.nuovo@betsite.example').waitFor();
    expect(await page.getByLabel('Acconsento alla profilazione').isChecked()).toBe(true);
    await context.close();
  });

  it("activates two-factor with the QR's manual code ('Copiato!' for 5 s), then the login asks for the code", async () => {
    const { page, context } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, 'demoprofile1', 'Password123', '/account/edit/security');
    // Leaving the verify view unverified deactivates: the server has nothing pending afterwards.
    await page.getByRole('switch').click();
    await page.getByRole('img', { name: /Codice QR/ }).waitFor();
    await page.getByRole('navigation', { name: 'Sezioni del profilo' }).getByRole('link', { name: 'Anagrafica' }).click();
    await page.getByLabel('CAP').waitFor();
    const pending = async () =>
      page.evaluate(async () => {
        const token = (sessionStorage.getItem('bs.token') ?? localStorage.getItem('bs.token') ?? '').replace(/^"|"$/g, '');
        const r = await fetch('/api/Account/VerifyTwoFactor', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ twofactor: '123456' }),
        });
        return ((await r.json()) as { ResponseMessage: string }).ResponseMessage;
      });
    await expect.poll(pending).toBe('Nessuna attivazione in corso: riattiva l’autenticazione a due fattori.');
    await page.getByRole('navigation', { name: 'Sezioni del profilo' }).getByRole('link', { name: 'Sicurezza' }).click();
    await page.getByText('Non attiva').waitFor();
    await page.getByRole('switch').click();
    await page.getByRole('img', { name: /Codice QR/ }).waitFor();
    await page.getByRole('button', { name: 'Copia' }).click();
    await page.getByText('Copiato!').waitFor();
    await expectAxeClean(page);
    await shot(page, 'security-setup-desktop');
    await page.getByText('Copiato!').waitFor({ state: 'hidden', timeout: 7000 });
    const secret = ((await page.getByLabel('Codice manuale').textContent()) ?? '').replace(/\s/g, '');
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('Inserire il codice').waitFor();
    await page.getByLabel(/Inserisci il codice generato/).fill(authenticator.generate(secret));
    // The session alone does not switch it on: the account password too, said under its field.
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('Per attivare l’autenticazione a due fattori inserisci anche la password del conto.').waitFor();
    await page.getByLabel('3. Conferma con la password del conto').fill('Sbagliata123');
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('Password non corretta: l’autenticazione a due fattori non è stata attivata.').waitFor();
    await page.getByLabel('3. Conferma con la password del conto').fill('Password123');
    await page.getByRole('button', { name: 'Verifica' }).click();
    await closeDialog(page, 'Operazione conclusa', 'Autenticazione a due fattori attivata');
    await page.getByText('Attiva', { exact: true }).waitFor();
    await context.close();

    // The next login asks for the code; then the toggle switches it off.
    const second = await newPage(browser);
    await second.page.goto('/account/login?returnUrl=%2Faccount%2Fedit%2Fsecurity');
    await second.page.getByLabel('Username').fill('demoprofile1');
    await second.page.getByLabel('Password', { exact: true }).fill('Password123');
    await second.page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const codeField = second.page.getByLabel('Codice a due fattori');
    await codeField.waitFor();
    // The code used for 'Verifica' cannot be replayed: the next step's code (accepted ±1 step) is used.
    await codeField.fill(authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret));
    await second.page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await second.page.getByTestId('header-balance').waitFor();
    await second.page.goto('/account/edit/security');
    await second.page.getByRole('switch').click();
    // Switching it off asks for the password (or a code): without either, or with a wrong one, it stays on.
    const off = second.page.getByRole('form', { name: "Disattiva l'autenticazione a due fattori" });
    await off.getByRole('button', { name: 'Disattiva' }).click();
    await off.getByText(/inserisci la password del conto o un codice/).waitFor();
    await off.getByLabel('Password del conto').fill('Sbagliata123');
    await off.getByRole('button', { name: 'Disattiva' }).click();
    await off.getByText('Password o codice non corretti: l’autenticazione a due fattori resta attiva.').waitFor();
    await off.getByLabel('Password del conto').fill('Password123');
    await off.getByRole('button', { name: 'Disattiva' }).click();
    await closeDialog(second.page, 'Operazione conclusa', 'Autenticazione a due fattori disattivata');
    await second.context.close();
  });

  it('uploads front and back for demodocs1: the deadline notice gives way to the review', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await loginAs(page, 'demodocs1', 'Password123', '/account/edit/documenti');
    // The 'Stato conto' recap opens after login (provisional account): 'Non ora' closes it.
    await dialogBox(page, { name: 'Stato conto' }).getByRole('button', { name: 'Non ora' }).click();
    await page.getByText(/Invia il documento d'identità \(fronte e retro\) entro 3 giorni/).waitFor();
    await shot(page, 'documenti-due-mobile');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByRole('button', { name: 'Invia i documenti' }).click();
    await page.getByText('Seleziona il fronte e/o il retro del documento').waitFor();
    await page.getByLabel('Carica il fronte').setInputFiles({ name: 'fronte.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Carica il retro').setInputFiles({ name: 'retro.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Invia i documenti' }).click();
    await closeDialog(page, 'Operazione conclusa', /Documenti caricati/);
    expect(await page.getByText('In attesa di verifica').count()).toBe(2);
    await page.getByText(/Documenti ricevuti/).waitFor();
    await expectAxeClean(page);
    await shot(page, 'documenti-submitted-mobile');
    await context.close();
  });

  it('changes the password (wrong old one refused) and the other session ends', async () => {
    const other = await newPage(browser);
    await loginAs(other.page, 'demoprofile1', 'Password123', '/account/edit/anagrafica');
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await loginAs(page, 'demoprofile1', 'Password123', '/account/edit/password');
    await page.getByLabel('Password attuale').fill('Sbagliata1');
    await page.getByLabel('Nuova password', { exact: true }).fill('abc');
    await page.getByLabel('Ripeti la nuova password').fill('abc');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('Sicurezza password non sufficiente').waitFor();
    await page.getByLabel('Nuova password', { exact: true }).fill('NuovaPass9');
    await page.getByLabel('Ripeti la nuova password').fill('NuovaPass9');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('La password attuale non è corretta').waitFor();
    await page.getByLabel('Password attuale').fill('Password123');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await closeDialog(page, 'Operazione conclusa', /Password modificata con successo/);
    // The browser opened before the change loses its session at its next call.
    await other.page.reload();
    await other.page.waitForURL(/\/account\/login/);
    await other.context.close();
    // Put the demo password back for the next run of this file on the same database.
    await page.getByLabel('Password attuale').fill('NuovaPass9');
    await page.getByLabel('Nuova password', { exact: true }).fill('Password123');
    await page.getByLabel('Ripeti la nuova password').fill('Password123');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await closeDialog(page, 'Operazione conclusa', /Password modificata con successo/);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { dialogBox, loginKeepingNotice, newPage, screenshot, seriousA11yViolations, submitLogin, useBrowser, VIEWPORTS } from './support.ts';

// Players of their own (README): demorg1 saves a limit and self-excludes, demopep1 sends the PEP
// form, demomigrated1 acknowledges the migration notice, demoinactive1 gets the inactive notice;
// e2edevicerg1 (a copy of demodevice1, apps/server/src/demo/e2e-players.ts) asks for the device code.
// No other e2e file uses them.
const browser = useBrowser();

describe('dead ends closed', () => {
  it('visitors on login-required paths go to the login page; the login info box can be hidden for ever', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    for (const path of ['/account/edit/gioco-consapevole', '/account/notifiche', '/account/edit/qualcosa']) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/account/login');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);
    }
    expect(await page.getByText('Pagina non trovata').count()).toBe(0);
    // 'No' hides the box only for now; 'Sì' for ever.
    const box = page.getByTestId('login-info-box');
    await box.getByRole('button', { name: 'Chiudi il messaggio' }).click();
    const ask = dialogBox(page, { name: 'Attenzione' });
    await ask.getByText('Vuoi nascondere in modo permanente questo messaggio?').waitFor();
    await ask.getByRole('button', { name: 'No' }).click();
    await box.waitFor({ state: 'detached' });
    await page.reload();
    await box.getByRole('button', { name: 'Chiudi il messaggio' }).click();
    await ask.getByRole('button', { name: 'Sì' }).click();
    await box.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByLabel('Username').waitFor();
    // The server renders the box for a visitor (it cannot read this browser's storage); hydrated, the page drops it.
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    await expect.poll(() => box.count()).toBe(0);
    await context.close();
  });

  it('the inactive-account notice has no code prefix; the migration notice shows once', async () => {
    const { page, context } = await newPage(browser());
    await loginKeepingNotice(page, 'demoinactive1');
    const notice = dialogBox(page, { name: 'Attenzione!' });
    await notice.getByText(/^Il tuo Conto Gioco risulta NON ATTIVO/).waitFor();
    expect(await notice.textContent()).not.toContain('-5305');
    await context.close();

    const second = await newPage(browser());
    await loginKeepingNotice(second.page, 'demomigrated1');
    const migrated = dialogBox(second.page, { name: 'Conto migrato' });
    await migrated.getByText('I tuoi conti di gioco sono stati riuniti nel conto n. 1000000903').waitFor();
    await migrated.getByRole('button', { name: 'Ho capito' }).click();
    // Logging out saves the settings at once (before LogoutUser); another browser then knows the notice was read.
    const loggedOut = second.page.waitForResponse((r) => r.url().includes('/api/Account/LogoutUser'));
    await second.page.getByRole('link', { name: 'Esci' }).click();
    await loggedOut;
    await second.context.close();
    const third = await newPage(browser());
    await loginKeepingNotice(third.page, 'demomigrated1');
    // The notices open with the login answer, before the header shows the balance (login() waits for it).
    expect(await third.page.getByRole('dialog', { name: 'Conto migrato' }).count()).toBe(0);
    await third.context.close();
  });

  it('the device-SMS error shows its title and the server message as written', async () => {
    const { page, context } = await newPage(browser());
    await page.route('**/api/Account/sendAuthDeviceSMS*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ ResponseCode: -1, ResponseMessage: 'Dispositivo non trovato o già autorizzato', ResponseData: null }),
      }),
    );
    await submitLogin(page, 'e2edevicerg1');
    const dialog = dialogBox(page, { name: 'Autorizza il dispositivo' });
    await dialog.getByRole('button', { name: 'Non hai ricevuto la mail?' }).click();
    await dialog.getByRole('button', { name: 'Invia un SMS' }).click();
    const error = dialog.getByTestId('device-error');
    await error.getByText('Si è verificato un errore', { exact: true }).waitFor();
    await error.getByText('Dispositivo non trovato o già autorizzato', { exact: true }).waitFor();
    await context.close();
  });
});

describe('gioco consapevole and PEP pages', () => {
  it('demorg1: -6443 leads to the page; a limit ends the notice; a raise waits; self-exclusion asks and keeps the balance (390 px)', async () => {
    const { page, context } = await newPage(browser(), { viewport: 'mobile' });
    await loginKeepingNotice(page, 'demorg1');
    const notice = dialogBox(page, { name: 'Attenzione!' });
    await notice.getByText('Per completare il tuo account devi impostare il limite di deposito').waitFor();
    await notice.getByRole('button', { name: 'Impostalo ora' }).click();
    await page.waitForURL('**/account/edit/gioco-consapevole');
    await page.getByRole('heading', { level: 1, name: 'Gioco consapevole' }).waitFor();
    await page.getByText('Nessun limite impostato').waitFor();
    await screenshot(page, 'rg-gioco-consapevole-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const amount = page.getByLabel('Nuovo limite (€)');
    await page.getByRole('button', { name: 'Salva limite' }).click();
    await page.getByText('Il campo è richiesto').waitFor();
    await amount.fill('50');
    await page.getByRole('button', { name: 'Salva limite' }).click();
    await page.getByText('Dati salvati con successo').waitFor();
    await page.getByRole('rowheader', { name: 'Settimanale' }).waitFor();
    await amount.fill('100');
    await page.getByRole('button', { name: 'Salva limite' }).click();
    await page.getByText(/^L'aumento del limite sarà attivo dal \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page
      .getByTestId('pending-WW')
      .getByText(/^Aumento a € 100 in attesa: attivo dal/)
      .waitFor();

    // Self-exclusion: the choices are enabled only under 'temporary', and it asks first.
    const thirty = page.getByRole('checkbox', { name: '30 giorni' });
    expect(await thirty.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Autoesclusione temporanea' }).check();
    await thirty.check();
    await page.getByRole('checkbox', { name: /^Autoesclusione permanente/ }).check();
    expect(await page.getByRole('checkbox', { name: 'Autoesclusione temporanea' }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Autoesclusione temporanea' }).check();
    await thirty.check();
    await page.getByRole('button', { name: 'Conferma autoesclusione' }).click();
    const confirm = dialogBox(page, { name: 'Attenzione!' });
    await confirm.getByText('Questa operazione è irreversibile').waitFor();
    await screenshot(page, 'rg-exclusion-confirm-mobile');
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Autoesclusione impostata con successo').waitFor();
    await page.getByText(/^Sei in autoesclusione fino al/).waitFor();

    // The balance stays visible; a new login no longer gets -6443.
    expect(await page.getByTestId('header-balance').textContent()).toContain('40,00');
    await page.goto('/account/logout');
    await page.waitForURL((u) => u.pathname === '/');
    await loginKeepingNotice(page, 'demorg1');
    // The self-excluded account now gets 'Stato conto' after login ('Non ora' closes it), and by the
    // time it shows, the login's notices have all been decided: the deposit-limit prompt is not one.
    const recap = dialogBox(page, { name: 'Stato conto' });
    await recap.getByText('Il tuo conto è in autoesclusione temporanea').waitFor();
    expect(await page.getByText('Per completare il tuo account devi impostare il limite di deposito').count()).toBe(0);
    await recap.getByRole('button', { name: 'Non ora' }).click();
    await page.goto('/account/edit/gioco-consapevole');
    await page.getByText(/^Sei in autoesclusione fino al/).waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'rg-gioco-consapevole-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The deposit page says why before any form, with the exclusion's end; withdrawing stays open.
    for (const size of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(size);
      await page.goto('/account/ricarica');
      const block = page.getByRole('alert').filter({ hasText: 'Le operazioni di deposito non sono consentite' });
      await block.getByText(/Sei in autoesclusione fino al \d{2}\/\d{2}\/\d{4}\. Lo stato del tuo conto non consente ricariche/).waitFor();
      expect(await page.getByLabel('Importo (€)').count()).toBe(0);
      await screenshot(page, `rg-deposit-blocked-${size.width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.getByRole('link', { name: 'Vai ai prelievi' }).click();
    await page.waitForURL(/\/account\/prelievo$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it('demopep1: the account home links only built pages; the PEP form checks, sends and goes to /account/status (390 and 1366 px)', async () => {
    const { page, context } = await newPage(browser());
    await loginKeepingNotice(page, 'demopep1');
    // 'Stato conto' opens after login; its way out leads to the status page, whose item leads to the form.
    const recap = dialogBox(page, { name: 'Stato conto' });
    await recap.getByText('Compila il modulo di Adeguata Verifica').waitFor();
    await recap.getByRole('button', { name: 'Vai allo stato del conto' }).click();
    await page.waitForURL('**/account/status');
    await page.getByRole('link', { name: 'Compila' }).click();
    await page.waitForURL('**/account/edit/pep-profile');
    await page.getByRole('heading', { level: 1, name: 'Adeguata Verifica' }).waitFor();
    await page.getByLabel('Professione').locator('option', { hasText: 'Pensionato' }).waitFor({ state: 'attached' });
    await screenshot(page, 'rg-pep-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'rg-pep-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect.poll(() => page.getByText('Il campo è richiesto').count()).toBe(3);
    await page.getByLabel('Professione').selectOption({ label: 'Pensionato' });
    await page.getByLabel('Fascia di reddito').selectOption({ label: 'Da € 15.001 a € 28.000' });
    await page.getByLabel('Origine dei fondi').selectOption({ label: 'Altro' });
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByLabel('Altra origine dei fondi').waitFor();
    await expect.poll(() => page.getByText('Il campo è richiesto').count()).toBe(1);
    await page.getByLabel('Altra origine dei fondi').fill('Vendita di un immobile');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.waitForURL('**/account/status');
    const sent = dialogBox(page, { name: 'Dati inviati' });
    await sent.getByText('I tuoi dati sono stati inviati con successo').waitFor();
    await sent.getByRole('button', { name: 'Chiudi' }).first().click();

    // The account home: built pages are links, the others plain text.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/account/dashboard');
    const menu = page.getByRole('navigation', { name: 'Menu del conto' });
    await menu.getByRole('link', { name: 'Gioco Consapevole' }).waitFor();
    await menu.getByRole('link', { name: 'Ricarica' }).waitFor();
    await menu.getByRole('link', { name: 'Promozioni e Bonus' }).waitFor();
    await menu.getByRole('link', { name: 'Classifiche Ranking' }).waitFor();
    expect(await page.getByText('Compila il modulo di Adeguata Verifica').count()).toBe(0);
    await context.close();
  });
});

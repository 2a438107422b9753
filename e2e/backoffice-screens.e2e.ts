import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dialogBox, launchBrowser, openPage } from './support.ts';
import { lookAt, signIn } from './backoffice-support.ts';

// The back office's other screens, as demoadmin: dashboard, messages and notifications, site
// modules and variables, bonus campaigns. The e2e files share one server and run one after the
// other, so whatever is changed here is narrow (a message on a page nobody else opens, a segment of
// nobody, a module switched back, a campaign that is not listed and is ended) or given back.
let browser: Browser;
let context: BrowserContext;
/** One operator session for the file: each sign-in spends a one-time code, and three in a row exhaust them. */
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // Not newPage(): its page closes when a test ends, and this one lives through the file.
  ({ context, page } = await openPage(browser));
  await signIn(page, 'demoadmin');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const siteModule = async (name: string) =>
  (await (await fetch(`${baseUrl()}/api/Environment/GetSiteModule?siteModule=${name}`)).json()).ResponseData as boolean;

// Each screen is a test of its own, in the one session, so each has the whole test time: a screen's
// axe checks and screenshots at two widths take 10–25 s on a busy CI machine, and the four screens
// in one test once went past its 90 s. They run in order (the dashboard is where the sign-in lands).
describe('back-office screens in the browser, each usable and axe clean at 1366 and 390 px', () => {
  it('dashboard: the figures, and each chart with its numbers in a table', async () => {
    await page.getByRole('heading', { name: 'Cruscotto' }).waitFor();
    await page.locator('canvas').first().waitFor();
    expect(await page.locator('canvas').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText('Dati del grafico').count()).toBeGreaterThanOrEqual(2);
    await lookAt(page, 'dashboard-admin');
  });

  it('messages and notifications: a message on one page, then retired; a notification to a segment', async () => {
    // A server message on one page only, then retired.
    await page.getByRole('link', { name: 'Messaggi e notifiche' }).click();
    await page.getByRole('heading', { name: 'Messaggi e notifiche', level: 1 }).waitFor();
    const composer = page.getByRole('form', { name: 'Nuovo messaggio del sito' });
    await composer.getByRole('button', { name: 'Crea messaggio' }).click();
    await composer.getByRole('alert').first().waitFor();
    await composer.getByLabel('Titolo', { exact: true }).fill('Manutenzione programmata');
    await composer.getByLabel('Testo', { exact: true }).fill('Il sito sarà in manutenzione domenica dalle 2 alle 4.');
    await composer.getByLabel('Solo sulla pagina (facoltativo)').fill('/pages/e2e-backoffice-prova');
    await composer.getByRole('button', { name: 'Crea messaggio' }).click();
    await composer.getByText('Messaggio creato.').waitFor();
    const row = page.locator('tbody tr', { hasText: 'Manutenzione programmata' });
    await row.waitFor();
    // A notification to a segment: players registered from tomorrow (nobody yet).
    const notify = page.getByRole('form', { name: 'Nuova notifica' });
    await notify.getByLabel('Destinatari').selectOption('segment');
    // Tomorrow by the Italian calendar: the field is an Italian day, and between 22:00 and 24:00 UTC
    // the UTC 'tomorrow' is already today in Italy, a day on which the earlier files registered players.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
    await notify.getByLabel('Registrati dal').fill(tomorrow);
    await notify.getByLabel('Titolo della notifica').fill('Benvenuto');
    await notify.getByLabel('Testo della notifica').fill('Scopri le promozioni del mese.');
    await notify.getByRole('button', { name: 'Invia notifica' }).click();
    // A segment may be every player: nothing is sent before the operator confirms whom it reaches.
    const toGroup = dialogBox(page, { name: 'Inviare la notifica a un gruppo?' });
    await toGroup.getByText(`La notifica arriverà a tutti i giocatori, registrati dal ${tomorrow.split('-').reverse().join('/')}.`).waitFor();
    await toGroup.getByRole('button', { name: 'Invia' }).click();
    await notify.getByText('Notifica inviata a 0 giocatori').waitFor();
    await lookAt(page, 'messages');
    // Retiring cannot be undone: asked first; 'Annulla' leaves the message live.
    await row.getByRole('button', { name: 'Ritira Manutenzione programmata' }).click();
    const retire = dialogBox(page, { name: 'Ritirare il messaggio?' });
    await retire.getByRole('button', { name: 'Annulla' }).click();
    await retire.waitFor({ state: 'hidden' });
    expect(await row.getByText('Ritirato il').count()).toBe(0);
    await row.getByRole('button', { name: 'Ritira Manutenzione programmata' }).click();
    await retire.getByRole('button', { name: 'Ritira' }).click();
    await row.getByText('Ritirato il').waitFor();
    await page.getByText('Messaggio «Manutenzione programmata» ritirato.').waitFor();
  });

  it('site modules: one switched, as the public site config shows, and switched back', async () => {
    // Site modules: one switched and switched back, as the public site config shows.
    await page.getByRole('link', { name: 'Moduli e variabili' }).click();
    const sw = page.getByRole('switch', { name: 'MessageAlertPrelievi_Attivo' });
    await sw.waitFor();
    const was = await siteModule('MessageAlertPrelievi_Attivo');
    expect(await sw.getAttribute('aria-checked')).toBe(String(was));
    // A module acts on the whole site: asked first; 'Annulla' changes nothing.
    const ask = page.getByRole('dialog', { name: `${was ? 'Spegnere' : 'Accendere'} MessageAlertPrelievi_Attivo?` });
    await sw.click();
    await ask.getByText('Il cambio vale subito per tutti i visitatori e i giocatori del sito').waitFor();
    await ask.getByRole('button', { name: 'Annulla' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await siteModule('MessageAlertPrelievi_Attivo')).toBe(was);
    await sw.click();
    await ask.getByRole('button', { name: was ? 'Spegni' : 'Accendi' }).click();
    await expect.poll(() => sw.getAttribute('aria-checked')).toBe(String(!was));
    await expect.poll(() => siteModule('MessageAlertPrelievi_Attivo')).toBe(!was);
    await lookAt(page, 'site');
    await sw.click();
    await page
      .getByRole('dialog', { name: `${was ? 'Accendere' : 'Spegnere'} MessageAlertPrelievi_Attivo?` })
      .getByRole('button', { name: was ? 'Accendi' : 'Spegni' })
      .click();
    await expect.poll(() => siteModule('MessageAlertPrelievi_Attivo')).toBe(was);
  });

  it('bonus campaigns: created, granted once, ended, each in the audit log', async () => {
    // Bonus campaigns: a manual campaign created, granted to a player once, then ended.
    await page.getByRole('link', { name: 'Campagne bonus' }).click();
    await page.getByRole('heading', { name: 'Campagne bonus', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Nuova campagna' });
    await form.getByLabel('Importo (€)').fill('12,5x');
    await form.getByRole('button', { name: 'Crea campagna' }).click();
    await form.getByText('Il campo è richiesto').waitFor();
    await form.getByText('Importo non valido').waitFor();
    await form.getByLabel('Nome della campagna').fill('Bonus fedeltà e2e');
    await form.getByLabel('Importo (€)').fill('12,50');
    await form.getByRole('button', { name: 'Crea campagna' }).click();
    await form.getByText('Campagna «Bonus fedeltà e2e» creata (attiva).').waitFor();
    const campaign = page.locator('tbody tr', { hasText: 'Bonus fedeltà e2e' });
    await campaign.getByText('12,50').waitFor();
    const grant = page.getByRole('form', { name: 'Assegna a un giocatore' });
    await grant.getByLabel('Campagna').selectOption({ label: 'Bonus fedeltà e2e' });
    await grant.getByLabel('Nome utente del giocatore').fill('demolimit1');
    await grant.getByRole('button', { name: 'Assegna bonus' }).click();
    // It credits the player at once: asked first, naming what and to whom.
    const toPlayer = dialogBox(page, { name: 'Assegnare il bonus?' });
    await toPlayer.getByText('«Bonus fedeltà e2e» (12,50 €) a demolimit1.', { exact: false }).waitFor();
    await toPlayer.getByRole('button', { name: 'Assegna' }).click();
    await grant.getByText('Bonus assegnato a demolimit1.').waitFor();
    await grant.getByLabel('Nome utente del giocatore').fill('demolimit1');
    await grant.getByRole('button', { name: 'Assegna bonus' }).click();
    await toPlayer.getByRole('button', { name: 'Assegna' }).click();
    await grant.getByText('Hai già riscattato questo bonus').waitFor();
    await lookAt(page, 'bonus');
    await campaign.getByRole('button', { name: 'Termina ora Bonus fedeltà e2e' }).click();
    await dialogBox(page, { name: 'Terminare la campagna?' }).getByRole('button', { name: 'Termina' }).click();
    await campaign.getByText('Terminata il').waitFor();

    // Every one of those actions is in the audit log.
    await page.getByRole('link', { name: 'Registro attività' }).click();
    await page.getByLabel('Azione (inizia con)').fill('bonus.');
    await page.getByRole('button', { name: 'Filtra' }).click();
    for (const action of ['bonus.campaign.create', 'bonus.grant', 'bonus.campaign.end']) await page.locator('tbody tr', { hasText: action }).first().waitFor();
  });
});

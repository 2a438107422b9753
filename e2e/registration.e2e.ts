import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCodiceFiscale } from '../packages/domain/src/codice-fiscale.ts';
import { dialogBox, lastOutboxId, launchBrowser, loginAs, newPage, screenshot, seriousA11yViolations, setSite, VIEWPORTS, waitForMessage } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Each step is photographed at 390 px and at 1366 px. */
async function shot(page: Page, name: string) {
  await screenshot(page, `registration-${name}-mobile`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, `registration-${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.mobile);
}

async function pickPlace(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const stepTitle = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Continua' }).click();

describe('registration wizard in the browser', () => {
  it('registers a player through all 11 steps with the OTPs from the outbox, then logs in', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    const n = Date.now() % 1_000_000;
    const mobile = `+39340${String(n).padStart(7, '0')}`;
    const email = `e2e${n}@example.it`;
    const username = `giulia${n}`;
    const cf = generateCodiceFiscale({
      nome: 'Giulia',
      cognome: 'Esposito',
      sesso: 'F',
      dataNascita: '1992-03-15',
      codiceCatastale: 'F839',
    })!;

    await page.goto('/account/registration?refer=AMICO1&btag=b-42');
    await stepTitle(page, 'Dati personali');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    // Step 1: required fields and the mobile rule, then Enter in the mobile field moves on.
    await page.getByRole('button', { name: 'Registrati' }).click();
    // The step's rules load on its first validation: the messages follow the click shortly.
    await expect.poll(() => page.getByText('Il campo è richiesto').count()).toBe(3);
    await page.getByLabel('Nome', { exact: true }).fill('Giulia');
    await page.getByLabel('Cognome', { exact: true }).fill('Esposito');
    await page.getByLabel('Email').fill('giulia@');
    await page.getByLabel('Cellulare').fill('3401234567');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByText('Inserire una mail valida').waitFor();
    await page.getByText('Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare').waitFor();
    await shot(page, '01-dati-personali-errori');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Cellulare').fill(mobile);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, '01-dati-personali');
    await page.getByLabel('Cellulare').press('Enter');

    // Step 2: fiscal code, decoded into step 3.
    await stepTitle(page, 'Codice fiscale');
    await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562X');
    await next(page);
    await page.getByText('Codice fiscale non valido').waitFor();
    await page.getByLabel('Codice fiscale').fill(cf.toLowerCase());
    await shot(page, '02-codice-fiscale');
    await next(page);

    // Step 3: prefilled from the code.
    await stepTitle(page, 'Dati di nascita');
    expect(await page.getByLabel('FEMMINA').isChecked()).toBe(true);
    expect(await page.getByLabel('Data di nascita').inputValue()).toBe('1992-03-15');
    expect(await page.getByLabel('Comune di nascita').inputValue()).toBe('Napoli (NA)');
    expect(await page.getByLabel('Codice fiscale').inputValue()).toBe(cf);
    // A different code gets the suggestion.
    await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
    await page.getByText(`Il codice fiscale inserito risulta non corretto. Vuoi modificarlo con ${cf}?`).first().waitFor();
    await shot(page, '03-dati-nascita-suggerimento');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sì, modifica' }).click();
    expect(await page.getByLabel('Codice fiscale').inputValue()).toBe(cf);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    await next(page);

    // Step 4: residence.
    await stepTitle(page, 'Residenza');
    await next(page);
    await page.getByText('Il campo è richiesto').first().waitFor();
    await page.getByLabel('Indirizzo').fill('Via Toledo 100');
    await page.getByLabel('CAP').fill('801');
    await pickPlace(page, 'Comune di residenza', 'Napol', 'Napoli (NA)');
    await next(page);
    await page.getByText('Inserire un CAP valido').waitFor();
    await page.getByLabel('CAP').fill('80134');
    await shot(page, '04-residenza');
    await next(page);

    // Step 5: document.
    await stepTitle(page, 'Documento di identità');
    await page.getByLabel('Tipo documento').selectOption({ label: "Carta d'identità" });
    await page.getByLabel('Numero documento').fill('CA123');
    await page.getByLabel('Rilasciato da').selectOption({ label: 'Comune' });
    await pickPlace(page, 'Comune di rilascio', 'Napol', 'Napoli (NA)');
    await page.getByLabel('Data di rilascio').fill('2021-06-01');
    await page.getByLabel('Data di scadenza').fill('2032-06-01');
    await next(page);
    await page.getByText('Numero documento non valido').waitFor();
    await page.getByLabel('Numero documento').fill('CA12345XY');
    await shot(page, '05-documento');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await next(page);

    // Step 6: credentials, with the availability check.
    await stepTitle(page, 'Credenziali di accesso');
    // Any existing username is refused as taken: demouser1's is only checked, never logged in.
    await page.getByLabel('Username').fill('demouser1');
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Ripeti password').fill('diversa');
    await next(page);
    await page.getByText('Sicurezza password non sufficiente').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Segreta2024');
    await page.getByLabel('Ripeti password').fill('Segreta2025');
    await next(page);
    await page.getByText('Le password non coincidono').waitFor();
    await page.getByLabel('Ripeti password').fill('Segreta2024');
    await next(page);
    await page.getByText('Nome utente non disponibile').waitFor();
    await page.getByLabel('Username').fill(username);
    await shot(page, '06-credenziali');
    await next(page);

    // Step 7: secret question.
    await stepTitle(page, 'Domanda segreta');
    await page.getByLabel('Domanda segreta').selectOption({ index: 2 });
    await page.getByLabel('Risposta', { exact: true }).fill('Napoli');
    await page.getByLabel('Ripeti risposta').fill('Roma');
    await next(page);
    await page.getByText('Le risposte non coincidono').waitFor();
    await page.getByLabel('Ripeti risposta').fill('napoli');
    await shot(page, '07-domanda-segreta');
    await next(page);

    // Step 8: deposit limit from the list, ascending by default.
    await stepTitle(page, 'Limite di deposito');
    const options = await page.getByLabel('Deposito massimo settimanale').locator('option').allTextContents();
    expect(options.slice(1, 3).map((o) => o.replace(/\s/g, ' '))).toEqual(['20 €', '50 €']);
    expect(options).toHaveLength(15);
    await page.getByLabel('Deposito massimo settimanale').selectOption('500');
    await shot(page, '08-deposito');
    await next(page);

    // Step 9: the referrer from the link is kept and locked.
    await stepTitle(page, 'Codice amico e promo');
    expect(await page.getByLabel('Codice amico (facoltativo)').inputValue()).toBe('AMICO1');
    expect(await page.getByLabel('Codice amico (facoltativo)').getAttribute('readonly')).not.toBeNull();
    // Back arrow and forward again keep the data.
    await page.getByRole('button', { name: 'Indietro' }).click();
    await stepTitle(page, 'Limite di deposito');
    expect(await page.getByLabel('Deposito massimo settimanale').inputValue()).toBe('500');
    await next(page);
    await stepTitle(page, 'Codice amico e promo');
    await shot(page, '09-promo');
    await next(page);

    // Step 10: consents.
    await stepTitle(page, 'Consensi');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect.poll(() => page.getByText('Il campo è obbligatorio').count()).toBe(3);
    await page.getByLabel('Seleziona tutti').check();
    expect(await page.getByLabel('Dichiaro di essere maggiorenne').isChecked()).toBe(true);
    await page.getByLabel('No').first().check();
    await shot(page, '10-consensi');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const before = await lastOutboxId();
    await page.getByRole('button', { name: 'Registrati' }).click();

    // Step 11: OTPs from the outbox.
    await stepTitle(page, 'Verifica OTP');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const sms = /(\d{6})/.exec((await waitForMessage(mobile, before)).body)![1]!;
    const mail = /(\d{6})/.exec((await waitForMessage(email, before)).body)![1]!;
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    await page.getByText('Completa la verifica OTP').waitFor();
    await page.getByRole('textbox', { name: 'OTP cellulare' }).fill('12');
    await page.getByRole('button', { name: 'Verifica OTP cellulare' }).click();
    await page.getByText("Inserire l'OTP valido").waitFor();
    await page.getByRole('textbox', { name: 'OTP cellulare' }).fill(sms);
    await page.getByRole('button', { name: 'Verifica OTP cellulare' }).click();
    await page.getByRole('button', { name: 'Verifica OTP email' }).waitFor();
    await page.getByRole('textbox', { name: 'OTP email' }).fill(mail);
    await page.getByRole('button', { name: 'Verifica OTP email' }).click();
    await page.getByText('Codice verificato').nth(1).waitFor();
    await shot(page, '11-otp');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    await page.waitForURL(/\/account\/registration\/confirm$/);
    // Auto-login: the (mobile-hidden) header already carries the player's balance.
    await page.getByTestId('header-balance').waitFor({ state: 'attached' });
    await context.close();

    // A fresh browser logs in as the new player.
    const second = await newPage(browser);
    await loginAs(second.page, username, 'Segreta2024');
    await second.context.close();
  });

  it("skips to step 3 with 'Non me lo ricordo', generates the code, and locks ESTERO for a foreign country", async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await page.goto('/account/registration');
    await page.getByLabel('Nome', { exact: true }).fill('John');
    await page.getByLabel('Cognome', { exact: true }).fill('Smith');
    await page.getByLabel('Email').fill(`js${Date.now()}@example.com`);
    await page.getByLabel('Cellulare').fill('+393409998877');
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByRole('button', { name: 'Non me lo ricordo' }).click();
    await stepTitle(page, 'Dati di nascita');
    await page.getByLabel('MASCHIO').check();
    await page.getByLabel('Data di nascita').fill('1990-03-03');
    await page.getByLabel('Nazione di nascita').selectOption({ label: "Stati Uniti d'America" });
    await expect.poll(() => page.getByLabel('Comune di nascita').inputValue()).toBe('ESTERO');
    expect(await page.getByLabel('Comune di nascita').isDisabled()).toBe(true);
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input.reg-upper, .reg-upper input')?.value ?? '') === 'SMTJHN90C03Z404X');
    await shot(page, '03-dati-nascita-estero');
    // The back arrow from step 3 goes to step 2.
    await page.getByRole('button', { name: 'Indietro' }).click();
    await stepTitle(page, 'Codice fiscale');
    await context.close();
  });
  it('prefills step 1 from a pre-registration by id (0039 trimmed, +39 restored) and reports a missing one', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    // GetPreRegistration answers only with its module on; the seeded demo id is fixed (real ones are random).
    await setSite('module', 'PreRegistration', true);
    await page.goto('/account/registration?id=4815162342');
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Laura');
    expect(await page.getByLabel('Cellulare').inputValue()).toBe('+393351234567');
    expect(await page.getByLabel('Email').inputValue()).toBe('laura.conti@betsite.example');
    await page.goto('/account/registration?id=99999');
    await dialogBox(page).getByText('Non è stato possibile recuperare i tuoi dati di registrazione').waitFor();
    await setSite('module', 'PreRegistration', false);
    await context.close();
  });
});

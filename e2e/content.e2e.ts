import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterTwoFrames, baseUrl, launchBrowser, loginAs, newPage, operatorToken, screenshot, seriousA11yViolations } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * The computed `display` of the native clear button inside each search field's user-agent shadow tree.
 * Read through the DevTools protocol: Chromium's getComputedStyle(input, '::-webkit-search-cancel-button')
 * does not support that pseudo-element and answers with the input's own style ('inline-block').
 */
async function nativeClearButtonDisplays(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type DomNode = { nodeId: number; attributes?: string[]; children?: DomNode[]; shadowRoots?: DomNode[] };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const buttons: number[] = [];
  const walk = (n: DomNode): void => {
    const at = n.attributes?.indexOf('pseudo') ?? -1;
    if (at >= 0 && n.attributes![at + 1] === '-webkit-search-cancel-button') buttons.push(n.nodeId);
    for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
  };
  walk(root);
  const displays: string[] = [];
  for (const nodeId of buttons) {
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
    displays.push(computedStyle.find((s) => s.name === 'display')!.value);
  }
  await cdp.detach();
  return displays;
}

const slideButtons = async (page: Page) => (await page.locator('[data-testid="cms-slide"] a.btn').allTextContents()).map((s) => s.trim());

describe('content pages in the browser', () => {
  it('home: slider buttons and slides change between visitor and player; widgets render', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.locator('[data-testid="cms-slide"]').first().waitFor();
    const visitor = await slideButtons(page);
    expect(visitor).toContain('Registrati ora');
    expect(visitor).toContain('Registrati e gioca');
    expect(visitor).not.toContain('Ricarica il conto');
    expect(visitor).not.toContain('Gioca ora');
    expect(await page.getByText('Il Live ti aspetta').count()).toBe(0);
    // Widgets: promos without the expired one, own and provider news, ticker, image-text toggle.
    const promos = page.getByTestId('promo-list');
    await promos.getByText('Multipla Sicura').waitFor();
    expect(await promos.getByText('Torneo di poker d’estate').count()).toBe(0);
    expect(await promos.getByText('Cashback riservato').count()).toBe(0);
    await page.getByTestId('news-own').waitFor();
    await page.getByTestId('news-provider').getByText('Serie A, le probabili formazioni della giornata').waitFor();
    expect(await page.getByTestId('ticker').locator('li:not([aria-hidden])').count()).toBe(20);
    const desc = page.getByTestId('imgtext-description');
    const short = (await desc.textContent())!.length;
    expect(short).toBeLessThanOrEqual(501);
    await page.getByRole('button', { name: 'Leggi di più' }).click();
    await expect.poll(async () => (await desc.textContent())!.length).toBeGreaterThan(short);
    await page.getByRole('button', { name: 'Leggi di meno' }).waitFor();
    // The provider news widget may be hidden by the customer.
    await page.getByRole('button', { name: 'Opzioni del widget' }).click();
    await page.getByRole('button', { name: 'Nascondi' }).click();
    expect(await page.getByTestId('news-provider').count()).toBe(0);

    await loginAs(page, 'demouser1');
    await page.goto('/');
    await page
      .getByRole('heading', {
        name: 'Il Live ti aspetta: quote aggiornate in tempo reale',
      })
      .waitFor();
    const player = await slideButtons(page);
    // The welcome bonus slide is for visitors only (Visibility 2).
    expect(await page.getByText('Nuovo su Betsite?').count()).toBe(0);
    expect(player).toContain('Gioca ora');
    expect(player).not.toContain('Registrati ora');
    expect(player).not.toContain('Accedi');
    await context.close();
  });

  it('FAQ: index, section title, expandable items', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/faq');
    await page
      .getByRole('link', { name: /^Scopri di più/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /^Scopri di più/ }).count()).toBeGreaterThanOrEqual(5);
    await page.getByRole('link', { name: 'Scopri di più: Ricariche e prelievi' }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ - Ricariche e prelievi' }).waitFor();
    const q = page.getByRole('button', {
      name: 'Posso annullare un prelievo?',
    });
    expect(await q.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('finché è nello stato').isVisible()).toBe(false);
    await q.click();
    expect(await q.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('finché è nello stato').isVisible()).toBe(true);
    await context.close();
  });

  it("static page: search with 'Trovate {n}' that wraps, index, in-app links", async () => {
    const { page, context } = await newPage(browser);
    // The search waits for the typing to pause: page time is moved on past that pause, not waited for.
    await page.clock.install();
    await page.goto('/pages/termini');
    await page.waitForURL(/\/pages\/termini-condizioni$/);
    await page.getByRole('heading', { level: 1, name: 'Termini e condizioni' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Indice' })
      .getByRole('link', { name: /Conto provvisorio/ })
      .waitFor();
    const box = page.getByPlaceholder('Cerca...');
    await box.fill('con');
    await page.clock.runFor(1_000);
    await afterTwoFrames(page);
    expect(await page.getByTestId('search-count').textContent()).toBe('');
    await box.fill('zqxwzqxw');
    await page.getByTestId('search-count').getByText('Nessun risultato').waitFor();
    await box.fill('conto');
    const count = page.getByTestId('search-count');
    await count.getByText(/^Trovate \d+$/).waitFor();
    const n = Number((await count.textContent())!.replace('Trovate ', ''));
    expect(n).toBeGreaterThan(3);
    expect(await page.locator('mark.cms-hl').count()).toBe(n);
    const currentIndex = () => page.locator('mark.cms-hl').evaluateAll((ms) => ms.findIndex((m) => m.classList.contains('cms-hl--current')));
    expect(await currentIndex()).toBe(0);
    await page.getByRole('button', { name: 'Risultato precedente' }).click();
    await expect.poll(currentIndex).toBe(n - 1);
    await page.getByRole('button', { name: 'Risultato successivo' }).click();
    await expect.poll(currentIndex).toBe(0);
    // On a phone the field keeps its width with the counter shown, and has one clear button (ours).
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = (await page.getByRole('search').boundingBox())!.width;
    expect((await box.boundingBox())!.width).toBeGreaterThan(bar * 0.95);
    expect(await nativeClearButtonDisplays(page)).toEqual(['none']);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Cancella ricerca' }).click();
    await expect.poll(() => page.locator('mark.cms-hl').count()).toBe(0);
    // A relative link in content is routed inside the app (no full reload).
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('.cms-page__body').getByRole('link', { name: 'regolamento delle scommesse' }).click();
    await page.getByRole('heading', { level: 1, name: 'Regolamento scommesse' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await context.close();
  });

  it('payout tables: static grouped by provider, monthly with family labels, 2 decimals', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/pages/percentuali-di-vincita');
    const stat = page.getByTestId('payout-static');
    await stat.locator('caption', { hasText: 'NetEnt' }).waitFor();
    expect(await stat.locator('thead').first().textContent()).toBe('GiocoDescrizioneCategoriaRTP');
    await stat.getByRole('cell', { name: '96,09%' }).waitFor();
    await page.goto('/pages/percentuali-di-vincita-mensile');
    const monthly = page.getByTestId('payout-monthly');
    await monthly.locator('caption', { hasText: 'Betsite Sport' }).waitFor();
    expect(await monthly.locator('thead').first().textContent()).toBe('AnnoMeseFamigliaRTP MeseDescrizione');
    for (const label of ['SCOMMESSE', 'IPPICA', 'CASINO']) expect(await monthly.getByRole('cell', { name: label, exact: true }).count()).toBeGreaterThan(0);
    const rtps = await monthly.locator('td.num').allTextContents();
    expect(rtps.every((t) => /^\d+,\d{2}%$/.test(t))).toBe(true);
    await context.close();
  });

  it('payout tables at 390 px: the RTP column is on screen, the description under the game', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    for (const url of ['/pages/percentuali-di-vincita', '/pages/percentuali-di-vincita-mensile']) {
      await page.goto(url);
      const rtp = page.locator('.cms-payout td.num').first();
      await rtp.waitFor();
      const box = (await rtp.boundingBox())!;
      expect(box.x + box.width, url).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
      // The description is still there, under the name, and its column is not.
      await expect.poll(() => page.locator('.cms-payout .cms-table__narrow').first().isVisible()).toBe(true);
      expect(await page.locator('.cms-payout th.cms-table__wide').first().isVisible()).toBe(false);
    }
    await page.goto('/pages/percentuali-di-vincita');
    await page.locator('.cms-payout td.num').first().waitFor();
    await screenshot(page, 'content-payout-390');
    await context.close();
  });

  it('home at 1366 px: the slide cut at the edge hides its texts from the first draw, before the carousel has measured anything', async () => {
    const { page } = await newPage(browser);
    // The carousel's code never arrives: what shows is the slider as first drawn.
    await page.route(/\/assets\/embla-carousel/, () => undefined);
    await page.goto('/');
    const slides = page.locator('[data-testid="cms-slide"]');
    await slides.first().waitFor();
    expect(await slides.nth(0).getAttribute('data-peek')).toBeNull();
    expect(await slides.nth(1).getAttribute('data-peek')).not.toBeNull();
    const content = slides.nth(1).locator('.cms-slide__content');
    expect(await content.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  });

  it("unknown pages show 'Pagina non trovata'; hidden pages open by URL but stay out of the menu", async () => {
    const { page, context } = await newPage(browser);
    for (const url of ['/pages/non-esiste', '/faq/non-esiste', '/pages/promozioni/scommesse/nessuna', '/pages/regolamento-poker/nessuna']) {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    }
    await page.goto('/pages/benvenuto-sport?promo=BENVENUTO50');
    await page.getByText('BENVENUTO50').waitFor();
    expect(await page.getByRole('navigation', { name: 'Pagine' }).getByRole('link', { name: 'Benvenuto sport' }).count()).toBe(0);
    await page.goto('/pages/regolamento-poker/omaha');
    await page.getByRole('heading', { level: 1, name: 'Omaha' }).waitFor();
    // The lotteries hero is in random mode: one of its two slides, no carousel controls.
    await page.goto('/pages/lotterie');
    await page.getByRole('heading', { level: 1, name: 'Lotterie' }).waitFor();
    // The slides arrive after the heading (their own request): wait for them before counting.
    await page.locator('[data-testid="cms-slide"]').first().waitFor();
    expect(await page.locator('[data-testid="cms-slide"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Slide successiva' }).count()).toBe(0);
    await page.goto('/pages/promozioni');
    await page.getByRole('tab', { name: 'Casinò' }).click();
    await page.getByRole('link', { name: 'Giri gratis del lunedì' }).click();
    await page.getByRole('heading', { level: 1, name: 'Giri gratis del lunedì' }).waitFor();
    await context.close();
  });

  it('pokerLogout posts a close-frame message to the parent window', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/faq');
    const message = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener('message', (e) => resolve(e.data));
          const f = document.createElement('iframe');
          f.title = 'poker';
          f.src = '/pages/pokerLogout';
          document.body.append(f);
        }),
    );
    expect(message).toBe('closeFrame');
    await context.close();
  });

  it('the institutional left menu collapses on mobile', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await page.goto('/pages/chi-siamo');
    const menu = page.getByRole('navigation', { name: 'Pagine' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    expect(await menu.getByRole('link', { name: 'Contatti' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Contatti' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contatti' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Contatti' }).isVisible()).toBe(false);
    await context.close();
  });

  it('the login page shows the info box from LayoutArea_Login', async () => {
    const { page, context } = await newPage(browser, { viewport: 'mobile' });
    await page.goto('/account/login');
    const box = page.getByTestId('login-info-box');
    await box.getByText('Non hai ancora un conto?').waitFor();
    await box.getByRole('link', { name: 'Registrati ora' }).waitFor();
    await context.close();
  });

  it('screenshots and accessibility of home, a static page and the FAQ at 390 and 1366 px', async () => {
    for (const vp of ['mobile', 'desktop'] as const) {
      const { page, context } = await newPage(browser, { viewport: vp });
      for (const [name, url, ready] of [
        ['home', '/', '[data-testid="cms-slide"]'],
        ['static-page', '/pages/termini-condizioni', '[data-testid="static-page"] .cms-page__body'],
        ['faq', '/faq/bonus-e-promozioni', '.cms-faq-item'],
      ] as const) {
        await page.goto(url);
        await page.locator(ready).first().waitFor();
        await page.screenshot({ path: `e2e/screens/content-${name}-${vp}-fold.png` });
        // Scroll once through the page so lazy images are in the full-page picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        // The pictures the scroll asked for have arrived (a visitor's page keeps no stream open).
        await page.waitForLoadState('networkidle');
        await screenshot(page, `content-${name}-${vp}`);
        expect(await seriousA11yViolations(page), `${name} ${vp}`).toEqual([]);
      }
      await context.close();
    }
  });

  it('sanitises content: a stored <script>, onerror= or javascript: link never runs', async () => {
    const token = await operatorToken('democontent');
    const created = await fetch(`${baseUrl()}/api/CMS/Admin/Objects`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        LayoutArea: 'V3_WelcomeHero_Home',
        Name: 'Blocco ostile',
        TypeName: 'html_block',
        ViewOrder: 1,
        Parameters: {
          html: '<p>Testo innocuo</p><script>window.__xss=1</script><img src="/nessuna.png" onerror="window.__xss=2" alt="x"><a href="javascript:window.__xss=3">trappola</a>',
        },
      }),
    });
    const id = ((await created.json()) as { ResponseData: { Id: number } }).ResponseData.Id;
    const { page, context } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    const block = page.getByTestId('html-block').filter({ hasText: 'Testo innocuo' });
    await block.waitFor();
    expect(await block.locator('script').count()).toBe(0);
    expect(await block.locator('[onerror]').count()).toBe(0);
    expect(await block.locator('a').getAttribute('href')).toBeNull();
    await block.getByText('trappola').click();
    await afterTwoFrames(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
    await fetch(`${baseUrl()}/api/CMS/Admin/Objects/${id}/Hide`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ Hidden: true }),
    });
  });
});

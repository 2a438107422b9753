import type { Page } from 'playwright-core';
import { dialogBox } from './support.ts';

/** The bet slip: an aside named 'Carrello', a modal dialog while it is open as a phone's sheet. */
export const slip = (page: Page) => page.getByRole('complementary', { name: 'Carrello' }).or(dialogBox(page, { name: 'Carrello' }));

/** Opens the slip on a phone (a bottom sheet); on a wide screen it is always open. */
export async function openSlip(page: Page) {
  const bar = page.getByRole('button', { name: /^Carrello/ });
  if ((await bar.isVisible()) && (await bar.getAttribute('aria-expanded')) === 'false') await bar.click();
}

/**
 * Buys with `buyOnce` (which returns the slip's answer) and buys again while the answer is the price
 * move refusal: prematch prices move every 30 minutes on the feed's clock, a purchase that meets the
 * move is refused with the new prices ('Mai' accepts no change), and buying again accepts them, as a
 * player does. Returns the last answer.
 */
export async function buyThroughPriceMoves(buyOnce: () => Promise<string>, tries = 3): Promise<string> {
  let answer = await buyOnce();
  for (let i = 1; i < tries && answer.startsWith('Le quote sono cambiate'); i++) answer = await buyOnce();
  return answer;
}

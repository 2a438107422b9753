import { act } from '@testing-library/react';

/**
 * Clicks the link and tells whether the app took the click (prevented the browser's own navigation).
 * The test's listener on the document runs after the app's and then stops jsdom, which cannot navigate.
 * Inside `act`, so a move the click makes in a router is rendered before the test looks.
 */
export function appTookClick(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const seeAndStop = (e: Event) => {
    taken = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', seeAndStop);
  act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
  document.removeEventListener('click', seeAndStop);
  return taken;
}

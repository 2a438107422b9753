// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { LineOdds } from './line-odds.tsx';

afterEach(cleanup);

it('a line paid at its odds shows them once; a void line shows the odds bought and the 1,00 it was paid at', () => {
  const { container, rerender } = render(<LineOdds line={{ Quota: 185, Quota_pag: 185 }} />);
  expect(container.textContent).toBe('1,85');
  rerender(<LineOdds line={{ Quota: 210, Quota_pag: 100 }} />);
  expect(container.textContent).toBe('2,10 pagata 1,00');
  expect(container.querySelector('.bets-lines__paid')?.textContent).toBe('pagata 1,00');
});

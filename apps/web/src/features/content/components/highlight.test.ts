// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearHighlights, highlight } from './highlight.ts';

describe('page search highlighting', () => {
  it('marks every match across elements, skips embedded components, and clears back to the original', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h2>Il Conto</h2><p>Apri il conto; il <b>conto</b> è tuo.</p><div data-component="payout-table"><p>conto</p></div>';
    const before = root.innerHTML;
    const marks = highlight(root, 'conto');
    expect(marks).toHaveLength(3);
    expect(marks.map((m) => m.textContent)).toEqual(['Conto', 'conto', 'conto']);
    expect(highlight(root, 'con')).toHaveLength(0);
    highlight(root, 'conto');
    clearHighlights(root);
    expect(root.innerHTML).toBe(before);
  });
});

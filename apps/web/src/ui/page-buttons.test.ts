import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-buttons.tsx';

describe('page buttons window', () => {
  it('shows at most 5 page buttons around the current page', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 9)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9)).toEqual([4, 5, 6, 7, 8]);
  });
});

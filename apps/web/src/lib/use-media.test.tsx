// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useWidthAtLeast } from './use-media.ts';

/** A viewport whose width the test sets; matchMedia answers `(min-width: Npx)` from it and tells its listeners. */
let width = 390;
const listeners = new Set<() => void>();
beforeEach(() => {
  width = 390;
  listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/\(min-width: (\d+)px\)/.exec(query)?.[1]);
    return {
      get matches() {
        return width >= min;
      },
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BREAKPOINTS = [960, 1200, 1600] as const;
function Probe() {
  return <p>{useWidthAtLeast(BREAKPOINTS)}</p>;
}

describe('useWidthAtLeast', () => {
  it('answers the largest breakpoint the viewport reaches, 0 below them all, and follows a resize', () => {
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    render(<Probe />);
    expect(screen.getByText('0')).toBeTruthy();
    act(() => {
      width = 1366;
      listeners.forEach((cb) => cb());
    });
    expect(screen.getByText('1200')).toBeTruthy();
    act(() => {
      width = 1600;
      listeners.forEach((cb) => cb());
    });
    expect(screen.getByText('1600')).toBeTruthy();
    // Never read: on a phone's viewport that read forces a layout of the whole page.
    expect(innerWidth).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useAfterPageLoad } from './use-after-page-load.ts';

function Probe() {
  return <p>{useAfterPageLoad() ? 'after' : 'before'}</p>;
}

let readyState: DocumentReadyState;
beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAfterPageLoad', () => {
  it('stays false until the load event, then a settling second, then the next idle moment', () => {
    render(<Probe />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('before')).toBeTruthy();
    readyState = 'complete';
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('before')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2001);
    });
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('counts from its own start when the page had loaded already (a later mount)', () => {
    readyState = 'complete';
    render(<Probe />);
    expect(screen.getByText('before')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3001);
    });
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('leaves nothing running once unmounted', () => {
    readyState = 'complete';
    const { unmount } = render(<Probe />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

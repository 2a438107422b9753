// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useStillLoading } from './use-still-loading.ts';

/** Records what each render of a page saw. */
function Probe({ pending, seen }: { pending: boolean; seen: boolean[] }) {
  seen.push(useStillLoading(pending));
  return null;
}

describe('useStillLoading', () => {
  it('keeps the loader for one render after the data came, then shows the page in a render of its own', async () => {
    const seen: boolean[] = [];
    const view = render(<Probe pending seen={seen} />);
    await act(async () => view.rerender(<Probe pending={false} seen={seen} />));
    // The update that brought the data still shows the loader; the deferred render shows the page.
    expect(seen).toEqual([true, true, false]);
  });

  it('defers nothing on the first render: data already there (a hydrated page) shows at once', () => {
    const seen: boolean[] = [];
    render(<Probe pending={false} seen={seen} />);
    expect(seen).toEqual([false]);
  });

  it('shows the loader at once when the data goes (no deferred page left on screen)', async () => {
    const seen: boolean[] = [];
    const view = render(<Probe pending={false} seen={seen} />);
    await act(async () => view.rerender(<Probe pending seen={seen} />));
    expect(seen.slice(1).every(Boolean)).toBe(true);
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TCmsObject } from '@betsite/contract/content';
import { WidgetArea } from './widget-area.tsx';

/** How many times the area's widgets rendered, and the layout area they came from (stable objects, as useVisibleArea's memo keeps them). */
const state = vi.hoisted(() => {
  const widget = (Id: number, TypeName = 'news_ticker') => ({ Id, TypeName, Name: `${TypeName} ${Id}`, Parameters: {}, Children: [] }) as unknown as TCmsObject;
  let open = () => {};
  return {
    renders: 0,
    area: { objects: [widget(1), widget(2)], ready: true, failed: false, retry: () => {} },
    /** An area whose second widget waits for something while it hydrates (its code, its data). */
    waitingArea: { objects: [widget(1), widget(3, 'html_block')], ready: true, failed: false, retry: () => {} },
    waiting: true,
    gate: new Promise<void>((resolve) => (open = resolve)),
    open: () => open(),
  };
});

vi.mock('./news-ticker.tsx', () => ({
  NewsTicker: ({ widget }: { widget: TCmsObject }) => {
    state.renders++;
    return <p>ticker {widget.Id}</p>;
  },
}));
vi.mock('./html-block.tsx', () => ({
  HtmlBlock: ({ widget }: { widget: TCmsObject }) => {
    if (state.waiting) throw state.gate;
    return <p>block {widget.Id}</p>;
  },
}));
vi.mock('./view-context.ts', () => ({ useVisibleArea: (area: string) => (area === 'waiting' ? state.waitingArea : state.area) }));

describe('WidgetArea', () => {
  it('leaves a widget still waiting to hydrate to its own hydration: the render right after hydration neither redraws nor drops it', async () => {
    state.waiting = false;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WidgetArea area="waiting" />);
    document.body.append(container);
    expect(container.textContent).toContain('block 3');
    state.waiting = true;
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <WidgetArea area="waiting" />, { onRecoverableError: recoverable });
    });
    // The area and its first widget are hydrated (the area has rendered again for its hydration
    // signal); the waiting widget's server markup is still there, untouched.
    expect(container.textContent).toContain('ticker 1');
    expect(container.textContent).toContain('block 3');
    // Only a hydrated widget's slot is live: the waiting one's buttons take no press yet (styles.css).
    const live = () => [...container.querySelectorAll('.cms-slot')].map((s) => [s.textContent, s.hasAttribute('data-live')]);
    expect(live()).toEqual([
      ['ticker 1', true],
      ['block 3', false],
    ]);

    state.waiting = false;
    await act(async () => state.open());
    expect(container.textContent).toContain('block 3');
    expect(live()).toEqual([
      ['ticker 1', true],
      ['block 3', true],
    ]);
    // A boundary that got new props before it had hydrated is drawn afresh with this error.
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates its widgets once: the render that follows hydration leaves them alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WidgetArea area="V3_LayoutArea_Home" />);
    document.body.append(container);
    expect(container.textContent).toContain('ticker 2');
    state.renders = 0;
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, <WidgetArea area="V3_LayoutArea_Home" />, { onRecoverableError: recoverable });
    });

    // Both widgets, each hydrated once; the area's own second render (its hydration signal) did not
    // render them again, and the markup was the server's (no mismatch).
    expect(container.textContent).toContain('ticker 1');
    expect(container.textContent).toContain('ticker 2');
    expect(state.renders).toBe(2);
    expect(recoverable).not.toHaveBeenCalled();
  });
});

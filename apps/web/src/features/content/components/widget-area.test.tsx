// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TCmsObject } from '@betsite/contract/content';
import { WidgetArea } from './widget-area.tsx';

/** How many times the area's widgets rendered, and the layout area they came from (stable objects, as useVisibleArea's memo keeps them). */
const state = vi.hoisted(() => {
  const widget = (Id: number) => ({ Id, TypeName: 'news_ticker', Name: `ticker ${Id}`, Parameters: {}, Children: [] }) as unknown as TCmsObject;
  return { renders: 0, area: { objects: [widget(1), widget(2)], ready: true, failed: false, retry: () => {} } };
});

vi.mock('./news-ticker.tsx', () => ({
  NewsTicker: ({ widget }: { widget: TCmsObject }) => {
    state.renders++;
    return <p>ticker {widget.Id}</p>;
  },
}));
vi.mock('./view-context.ts', () => ({ useVisibleArea: () => state.area }));

describe('WidgetArea', () => {
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

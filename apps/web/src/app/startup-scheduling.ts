import { options } from 'preact';
import { whenPageLoadedAndIdle } from '../lib/use-after-page-load.ts';

/**
 * During start-up, each batch of re-renders runs in a task of its own instead of a microtask.
 *
 * Preact (the shipped bundle runs on preact/compat, vite.config.ts) renders a state change in a
 * microtask by default, so the first render and everything it sets off at once — lazy parts of the
 * layout resolving, the session store's update, the first answers — ran as one long task of the
 * main thread (40–85 ms on this machine, four times that on a mid-range phone) in which the page
 * could not respond. As separate tasks the browser can handle a tap or paint between them.
 *
 * Only until the page has loaded and settled: afterwards a state change renders in a microtask
 * again, as every component was written and tested for. In development (React) this is inert.
 */
export function renderInTasksDuringStartup(): void {
  const microtask = options.debounceRendering;
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  options.debounceRendering = (render) => {
    queue.push(render);
    channel.port2.postMessage(null);
  };
  whenPageLoadedAndIdle(() => {
    options.debounceRendering = microtask;
  });
}

/**
 * The reality check changed ('Continua' pressed, a new interval saved): every tab of this browser,
 * this one included (each listener has its own channel object, and a channel delivers to every
 * other object of its name), asks the server again. The server decides; this only saves waiting.
 */
const NAME = 'bs.reality-check';

/** False when the browser has no BroadcastChannel: the caller then asks again itself. */
export function realityCheckChanged(): boolean {
  if (typeof BroadcastChannel === 'undefined') return false;
  const c = new BroadcastChannel(NAME);
  c.postMessage('changed');
  c.close();
  return true;
}

export function onRealityCheckChanged(handler: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const c = new BroadcastChannel(NAME);
  c.onmessage = () => handler();
  return () => c.close();
}

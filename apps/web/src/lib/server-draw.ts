/**
 * What the app is told when the server draws a page itself (src/server-render), where there is no
 * window: the viewport width it guessed from the request, and the address asked for. Null in the browser.
 */
export interface ServerDraw {
  viewportWidth: number;
  hostname: string;
  port: string;
  /** A DOM to parse and sanitise content HTML with (jsdom's window). */
  dom: Window & typeof globalThis;
}

let current: ServerDraw | null = null;

export function setServerDraw(draw: ServerDraw | null): void {
  current = draw;
}

export function serverDraw(): ServerDraw | null {
  return current;
}

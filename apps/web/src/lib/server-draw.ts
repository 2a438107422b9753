/**
 * What the app is told when the server draws a page itself (src/entry-server.tsx), where there is no
 * window: the viewport width it guessed from the request, and the address asked for. Null in the browser.
 */
export interface ServerDraw {
  viewportWidth: number;
  hostname: string;
  port: string;
  /** A DOM to parse and sanitise content HTML with (jsdom's window). */
  dom: Window & typeof globalThis;
  /** The document title the page names itself with, noted while it is drawn (drawnTitle). */
  title?: string;
}

let current: ServerDraw | null = null;

export function setServerDraw(draw: ServerDraw | null): void {
  current = draw;
}

export function serverDraw(): ServerDraw | null {
  return current;
}

/**
 * Notes the page's document title while the server draws it: in the browser pages set
 * document.title in an effect, which the server never runs. Called during render; the innermost
 * (the page, after the layout) is drawn last and wins, as its effect does in the browser.
 */
export function drawnTitle(title: string): void {
  if (current && title) current.title = title;
}

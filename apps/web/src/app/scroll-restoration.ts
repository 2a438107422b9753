import { useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';

const STORAGE_KEY = 'bs.scroll';

/** Where the player had scrolled to on each history entry (by the entry's key), kept across a reload. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]).filter(([k, y]) => typeof k === 'string' && Number.isFinite(y)) : [];
  } catch {
    return [];
  }
}

/** Notes how far the page on screen is scrolled, before the router shows another entry. */
export function rememberScroll(location: Location): void {
  positions.set(location.key, window.scrollY);
}

/** Keeps the positions for a reload of this tab (the last 50 entries). */
function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    /* storage full or disabled: only a reload loses its place */
  }
}

/**
 * The browser's scroll behaviour for a single-page app: a new page starts at its top (or at the
 * element its #fragment names, when it is already there), Back and Forward return to where the
 * player was, and a reload keeps the place.
 */
export function useScrollRestoration(location: Location, isPop: boolean): void {
  const shown = useRef(location);

  // Once: the app restores the scroll itself, and the place on screen is kept when the tab unloads.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      rememberScroll(shown.current);
      persist();
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    shown.current = location;
    const saved = positions.get(location.key);
    if (isPop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (isPop) return;
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, isPop]);
}

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { SEARCH_DEBOUNCE_MS, matchOffScreen, searchActive, wrapIndex } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import { scrollToElement } from './cms-html.tsx';
import { clearHighlights, highlight } from './highlight.ts';
import { useIsMobile } from './view-context.ts';

/**
 * Sticky search over a page's content: starts above 3 characters after 200 ms, shows 'Trovate {n}',
 * up/down jump between highlights and wrap at both ends; the page scrolls only to a match that is off screen.
 */
export function PageSearch({ target, contentKey }: { target: RefObject<HTMLElement | null>; contentKey: string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [marks, setMarks] = useState<HTMLElement[]>([]);
  const [current, setCurrent] = useState(-1);
  const mobile = useIsMobile();
  const input = useRef<HTMLInputElement>(null);

  // The page is rendered by the server: what was typed into its field before the scripts ran is the
  // search's text once hydrated (a layout effect, in the hydration's own commit), so it is searched.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);

  useEffect(() => {
    const t = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  useEffect(() => {
    const root = target.current;
    if (!root) return;
    const found = highlight(root, query);
    setMarks(found);
    setCurrent(found.length ? 0 : -1);
    return () => clearHighlights(root);
  }, [query, target, contentKey]);

  useEffect(() => {
    marks.forEach((m, i) => m.classList.toggle('cms-hl--current', i === current));
    const m = marks[current];
    if (!m) return;
    const { top, bottom } = m.getBoundingClientRect();
    if (matchOffScreen(top, bottom, window.innerHeight, mobile)) scrollToElement(m, mobile);
  }, [current, marks, mobile]);

  const move = (step: number) => setCurrent((c) => wrapIndex(c, step, marks.length));
  return (
    <div className="cms-search" role="search">
      <label htmlFor="cms-search-input" className="sr-only">
        {CONTENT_TEXT.search}
      </label>
      {/* The clear button sits inside the field; the field keeps its width and the results wrap below it on phones. */}
      <div className="cms-search__field">
        <input
          id="cms-search-input"
          ref={input}
          type="search"
          placeholder={CONTENT_TEXT.search}
          value={text}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              move(e.shiftKey ? -1 : 1);
            }
          }}
        />
        {text && (
          <button
            type="button"
            className="icon-button cms-search__clear"
            aria-label={CONTENT_TEXT.searchClear}
            onClick={() => {
              setText('');
              setQuery('');
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      <span className="cms-search__count" aria-live="polite" data-testid="search-count">
        {marks.length > 0 ? CONTENT_TEXT.found(marks.length) : searchActive(query) ? CONTENT_TEXT.noResults : ''}
      </span>
      {marks.length > 0 && (
        <span className="cms-search__nav">
          <button type="button" className="icon-button" aria-label={CONTENT_TEXT.previous} onClick={() => move(-1)}>
            ↑
          </button>
          <button type="button" className="icon-button" aria-label={CONTENT_TEXT.next} onClick={() => move(1)}>
            ↓
          </button>
        </span>
      )}
    </div>
  );
}

import { findMatches, searchActive } from '@betsite/domain/content-rules';

const MARK_CLASS = 'cms-hl';

/** Removes every highlight added before, restoring the original text nodes. */
export function clearHighlights(root: HTMLElement): void {
  root.querySelectorAll(`mark.${MARK_CLASS}`).forEach((m) => {
    m.replaceWith(document.createTextNode(m.textContent ?? ''));
  });
  root.normalize();
}

/**
 * Wraps every match of the query in <mark>, text node by text node, skipping embedded components
 * (React owns them). Returns the marks in document order.
 */
export function highlight(root: HTMLElement, query: string): HTMLElement[] {
  clearHighlights(root);
  if (!searchActive(query)) return [];
  const q = query.trim();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest('[data-component],[data-video],script,style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    const text = node.data;
    const at = findMatches(text, q);
    if (at.length === 0) continue;
    const frag = document.createDocumentFragment();
    let last = 0;
    for (const i of at) {
      frag.append(text.slice(last, i));
      const m = document.createElement('mark');
      m.className = MARK_CLASS;
      m.textContent = text.slice(i, i + q.length);
      frag.append(m);
      marks.push(m);
      last = i + q.length;
    }
    frag.append(text.slice(last));
    node.replaceWith(frag);
  }
  return marks;
}

import type { TCmsObject } from '@betsite/contract/content';
import { CmsHtml } from './cms-html.tsx';
import { str } from './view-context.ts';

/** html_block: sanitised HTML from content. */
export function HtmlBlock({ widget }: { widget: TCmsObject }) {
  const html = str(widget.Parameters.html);
  if (!html.trim()) return null;
  return (
    <section className="cms-widget cms-html-block" data-testid="html-block">
      <CmsHtml html={html} />
    </section>
  );
}

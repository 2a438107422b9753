import { useState } from 'react';
import { newsSource, selectOwnNews, selectProviderNews } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TCmsObject } from '@betsite/contract/content';
import { formatItalianDate } from '@betsite/domain/italian-dates';
import { readJson } from '../../../lib/storage.ts';
import { hideElementPermanently, useIsHidden } from '../../session/index.ts';
import { useGogoalNews } from '../api/get-gogoal-news.ts';
import { CmsLink } from './cms-link.tsx';
import { bool, str } from './view-context.ts';
import { newsWidgetElement, newsWidgetKey } from '../hidden-boxes.ts';

const LEGACY_HIDDEN_KEY = 'bs.hiddenNewsWidgets';
const fmt = (d: string) => {
  const t = new Date(d);
  return Number.isNaN(t.getTime()) ? '' : formatItalianDate(t, 'short');
};

interface Item {
  key: string;
  title: string;
  text: string;
  image: string;
  link: string;
  date: string;
  tags: string[];
}

/** visore_news: own news (4 newest by view order) or provider news (ChildrenCount, newest first); 'Nascondi' when allowed. */
export function NewsWidget({ widget }: { widget: TCmsObject }) {
  const p = widget.Parameters;
  const source = newsSource(p.ChildrenType);
  // 'Nascondi' is for ever: the key joins UserPermanentlyHiddenElements (synced client settings);
  // the browser list of earlier versions still counts.
  const hiddenForEver = useIsHidden(newsWidgetKey(widget.Id));
  const [hiddenBefore] = useState(() => (readJson<number[]>(LEGACY_HIDDEN_KEY) ?? []).includes(widget.Id));
  const hidden = hiddenForEver || hiddenBefore;
  const [menu, setMenu] = useState(false);
  const provider = useGogoalNews(str(p.Category), source === 'provider' && !hidden);

  if (hidden) return null;
  const items: Item[] =
    source === 'own'
      ? selectOwnNews(widget.Children).map((o) => ({
          key: String(o.Id),
          title: str(o.Parameters.Title),
          text: str(o.Parameters.Abstract) || str(o.Parameters.SubTitle),
          image: str(o.Parameters.ImageThumb),
          link: str(o.Parameters.LinkUrl),
          date: fmt(str(o.Parameters.Date)),
          tags: Array.isArray(o.Parameters.Tags) ? o.Parameters.Tags.map(String) : [],
        }))
      : selectProviderNews(provider.data ?? [], p.ChildrenCount).map((n, i) => ({
          key: `${i}-${n.Title}`,
          title: n.Title,
          text: n.Summary,
          image: n.ImageUrl,
          link: n.Link,
          date: fmt(n.PublishDate),
          tags: n.Categories.map((c) => c.Category),
        }));
  // No data (or a failed fetch) hides the widget.
  if (items.length === 0) return null;

  const hide = () => hideElementPermanently(newsWidgetElement(widget));
  return (
    <section className="cms-widget cms-news" aria-labelledby={`w-${widget.Id}`} data-testid={`news-${source}`}>
      <div className="cms-widget__head">
        <h2 id={`w-${widget.Id}`}>{str(p.title) || CONTENT_TEXT.news}</h2>
        {bool(p.AllowCustomerHideWidget) && (
          <div className="cms-menu">
            <button type="button" className="icon-button" aria-label={CONTENT_TEXT.options} aria-expanded={menu} onClick={() => setMenu((m) => !m)}>
              ⋮
            </button>
            {menu && (
              <button type="button" className="cms-menu__item" onClick={hide}>
                {CONTENT_TEXT.hide}
              </button>
            )}
          </div>
        )}
      </div>
      <ul className="cms-news__list">
        {items.map((n) => (
          <li key={n.key} className="cms-card">
            {n.image && <img src={n.image} alt="" width="400" height="240" loading="lazy" className="cms-card__img" />}
            <div className="cms-card__body">
              <h3>{n.link ? <CmsLink {...(n.link.startsWith('/') ? { internal: n.link } : { external: n.link })}>{n.title}</CmsLink> : n.title}</h3>
              <p>{n.text}</p>
              <p className="muted cms-card__meta">
                {n.date && <time>{n.date}</time>}
                {n.tags.length > 0 && <span> · {n.tags.join(', ')}</span>}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

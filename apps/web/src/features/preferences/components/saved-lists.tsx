import { useState } from 'react';
import type { TFavourite, THistoryItem } from '@betsite/contract/client-settings';
import { PREFERENCES_TEXT as T } from '@betsite/contract/preferences-messages';
import { favouritesOf, removeFavourite, removeFromHistory, visibleHistory } from '../lib/history-rules.ts';
import { updateSettings, useClientSettings } from '../lib/use-client-settings.ts';
import { Link } from '../../../lib/link.tsx';

type Tab = 'sport' | 'games';
const TABS: { id: Tab; label: string }[] = [
  { id: 'sport', label: 'Sport' },
  { id: 'games', label: 'Casinò' },
];

/** History or favourites with the tabs Sport and Casinò; each item with its remove button. */
export function SavedList({
  kind,
  headingLevel = 2,
  hideWhenEmpty = false,
}: {
  kind: 'history' | 'favourites';
  headingLevel?: 2 | 3;
  hideWhenEmpty?: boolean;
}) {
  const settings = useClientSettings();
  const [tab, setTab] = useState<Tab>('sport');
  const history = settings.History ?? [];
  const favourites = settings.Favourites ?? [];
  const items: (THistoryItem | TFavourite)[] = kind === 'history' ? visibleHistory(history, tab, Date.now()) : favouritesOf(favourites, tab);
  const total = kind === 'history' ? history.length : favourites.length;
  if (hideWhenEmpty && total === 0) return null;
  const title = kind === 'history' ? T.historyTitle : T.favouritesTitle;
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const remove = (item: THistoryItem | TFavourite) =>
    kind === 'history'
      ? updateSettings({ History: removeFromHistory(history, item) })
      : updateSettings({ Favourites: removeFavourite(favourites, item as TFavourite) });
  const id = `${kind}-list`;
  return (
    <section className="saved-list" aria-labelledby={`${id}-title`} data-testid={`${kind}-widget`}>
      <H id={`${id}-title`}>{title}</H>
      <div role="tablist" aria-label={title} className="saved-list__tabs">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${id}-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${id}-panel`}
            className="saved-list__tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {items.length === 0 ? (
          <p className="saved-list__empty">{kind === 'history' ? T.historyEmpty : T.favouritesEmpty}</p>
        ) : (
          <ul className="saved-list__items">
            {items.map((i) => (
              <li key={`${i.Type}-${i.Id}`} className="saved-item">
                {i.Image && <img src={i.Image} alt="" width={48} height={48} className="saved-item__image" />}
                <div className="saved-item__text">
                  <Link to={i.Url.startsWith('/') && !i.Url.startsWith('//') ? i.Url : '/'}>{i.Title}</Link>
                  {i.SubTitle && <span>{i.SubTitle}</span>}
                  {i.Icons?.length ? (
                    <span className="saved-item__icons" aria-hidden="true">
                      {i.Icons.join(' ')}
                    </span>
                  ) : null}
                </div>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => remove(i)}>
                  {T.remove}
                  <span className="sr-only">: {i.Title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

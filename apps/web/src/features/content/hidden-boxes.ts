import type { TCmsObject } from '@betsite/contract/content';
import type { HiddenElement } from '../session/index.ts';

/** The longest Description the client settings keep (the contract's schema refuses a longer one). */
const DESCRIPTION_MAX = 300;
type Box = Pick<TCmsObject, 'Id' | 'Name' | 'Parameters'>;
const description = (title: unknown, name: string) => ((typeof title === 'string' && title.trim()) || name).slice(0, DESCRIPTION_MAX);

/**
 * An info box hidden for ever, as document 1 §3 stores it: Type 'info-box', the box's Id (the CMS
 * object's, a number as the content calls give it) and a Description (the specification does not
 * say of what: the box's title, for whoever reads the list). The same entry in both clients, so a
 * box hidden in one stays hidden in the other; entries are matched on Type and Id only, so an Id
 * stored as text ('3') counts too.
 */
export const infoBoxElement = (box: Box): HiddenElement => ({
  Type: 'info-box',
  Id: box.Id,
  Description: description(box.Parameters.Title, box.Name),
});

/**
 * The names under which an info box counts as hidden: the specification's, and 'login-info:{Id}',
 * which this site wrote before (players have it in their browser and in their synced settings).
 */
export const infoBoxKeys = (id: number): string[] => [`info-box:${id}`, `login-info:${id}`];

/**
 * A news widget hidden with its menu's 'Nascondi'. It is no info box (no 'Attenzione' question of
 * document 1 §4), so it keeps its own Type and key 'news:{Id}', in the specification's shape.
 */
export const newsWidgetElement = (widget: Box): HiddenElement => ({
  Type: 'news',
  Id: widget.Id,
  Description: description(widget.Parameters.title, widget.Name),
});
export const newsWidgetKey = (id: number): string => `news:${id}`;

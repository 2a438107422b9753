import { API } from '@betsite/contract/api-paths';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { TCmsObject } from '@betsite/contract/content';
import { institutionalAddress, institutionalTarget } from '@betsite/domain/institutional-pages';
import type { AppDeps } from '../../deps.ts';
import { escapeAttribute } from '../../platform/index-pages.ts';
import { isRefusal } from '../../platform/outcome.ts';
import { reusedRead } from './reused-read.ts';
import { ContentService } from './service.ts';

/** How long the area's tree is reused before the content is read again: edits show within this. */
const REUSE_MS = 30_000;

/**
 * `<link rel="preload" as="fetch">` for the body of the institutional page an address shows, with
 * its URL exactly as the web app asks for it (features/content/api/get-cms-obj-parameters.ts). The
 * app draws the page whole in its first render; without the preload the body is one more round trip
 * after the area. Empty for any other path, an unknown page, and when the content cannot be read.
 */
export function institutionalBodyPreload(deps: Pick<AppDeps, 'clock' | 'db' | 'readDb'>): (pathname: string) => Promise<string> {
  const content = new ContentService(deps);
  const tree = reusedRead(REUSE_MS, async (): Promise<TCmsObject[]> => {
    const area = await content.layoutArea(LAYOUT_AREAS.institutional, null);
    return isRefusal(area) ? [] : area.Data;
  });
  return async (pathname) => {
    const address = institutionalAddress(pathname);
    if (!address) return '';
    const target = institutionalTarget(await tree().catch(() => []), ...address);
    if (!target) return '';
    return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(`${API.CMS.GetCMSObjParameters}?id=${target.Id}`)}">`;
  };
}

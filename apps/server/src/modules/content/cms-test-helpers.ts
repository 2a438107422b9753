import { API } from '@betsite/contract/api-paths';
import { operatorToken, type TestApp } from '../../test-support.ts';

/** Test code: what the back office's content calls answer for an object. */
export type CmsTestObject = { Id: number; Name: string; ParentId: number | null; ViewOrder: number };

/**
 * Test code: the content operator's headers and a `create` that adds an object through the back
 * office's call (an html_block at the top of the area unless told otherwise).
 */
export async function cmsEditor(t: TestApp) {
  const headers = { authorization: `Bearer ${await operatorToken(t, 'democontent')}` };
  const create = async (
    LayoutArea: string,
    Name: string,
    opts: { ParentId?: number | null; TypeName?: string; Parameters?: Record<string, unknown>; Visibility?: number } = {},
  ) =>
    (
      await t.app.inject({
        method: 'POST',
        url: API.CMS.AdminObjects,
        headers,
        payload: { LayoutArea, Name, ParentId: null, TypeName: 'html_block', ...opts },
      })
    ).json().ResponseData as CmsTestObject;
  return { headers, create };
}

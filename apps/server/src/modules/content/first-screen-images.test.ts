import { describe, expect, it } from 'vitest';
import type { TCmsObject } from '@betsite/contract/content';
import { useTestApp } from '../../test-support.ts';
import { firstScreenImages, homeImagePreloads } from './first-screen-images.ts';

const t = useTestApp();

let nextId = 1;
const cms = (TypeName: string, Parameters: Record<string, unknown>, Children: TCmsObject[] = [], Visibility = 1): TCmsObject =>
  ({ Id: nextId++, Name: TypeName, TypeName, Parameters, Children, Visibility, ViewOrder: nextId }) as unknown as TCmsObject;

describe('the home first-screen images', () => {
  const ctx = { mobile: true, modules: {}, now: new Date() };

  it("are the slider's first slide (its phone image on a phone) and the first card of the promo list", () => {
    const area = [
      cms('visore_generico', {}, [cms('slide', { bgimage: '/a.svg', bgimage_mobile: '/a-m.svg' }), cms('slide', { bgimage: '/b.svg' })]),
      cms('lista_promo', {}, [cms('promo', { Thumb: '/hidden.svg', HideInList: true }), cms('promo', { Thumb: '/p.svg' })]),
    ];
    expect(firstScreenImages(area, ctx)).toEqual(['/a-m.svg', '/p.svg']);
    expect(firstScreenImages(area, { ...ctx, mobile: false })).toEqual(['/a.svg', '/p.svg']);
  });

  it('leave out a random slider, content a visitor does not see, and a first card without an image', () => {
    const area = [
      cms('visore_generico', { selectMode: 1 }, [cms('slide', { bgimage: '/a.svg' })]),
      cms('lista_promo', {}, [cms('promo', { Thumb: '/players-only.svg' }, [], 3)]),
      cms('lista_promo', {}, [cms('promo', {}), cms('promo', { Thumb: '/second.svg' })]),
    ];
    expect(firstScreenImages(area, ctx)).toEqual([]);
  });

  it('go into the home page as preloads per layout, read from the seeded CMS, and nowhere else', async () => {
    const preloads = homeImagePreloads(t.deps, t.services.content);
    const links = await preloads('/');
    expect(links).toContain('<link rel="preload" as="image" href="/cms/hero/benvenuto-mobile.webp" media="(max-width: 767px)" fetchpriority="high">');
    expect(links).toContain('<link rel="preload" as="image" href="/cms/hero/benvenuto.webp" media="(min-width: 768px)" fetchpriority="high">');
    expect(links).toMatch(/href="\/cms\/promo\/[^"]+\.webp" media="\(max-width: 767px\)"/);
    expect(await preloads('/faq')).toBe('');
  });
});

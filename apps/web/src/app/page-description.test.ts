import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { contentDescription } from './page-description.ts';

describe("a content page's description", () => {
  it("is a static page's opening words, tags and entities read, cut after a whole word", () => {
    const client = new QueryClient();
    const long = 'Il gioco è un divertimento. '.repeat(12);
    client.setQueryData(['content', 'parameters', 7, false], { Title: 'Chi siamo', Content: `<h2>Chi&nbsp;siamo</h2><p>Betsite &amp; amici: ${long}</p>` });
    const d = contentDescription(client, '/pages/chi-siamo')!;
    expect(d.startsWith('Betsite & amici: Il gioco è un divertimento.')).toBe(true);
    expect(d.length).toBeLessThanOrEqual(155);
    expect(d.endsWith('…')).toBe(true);
    expect(d).not.toMatch(/<|&amp;/);
  });

  it("is a FAQ section's description; other pages keep their route's", () => {
    const client = new QueryClient();
    client.setQueryData(['content', 'area', LAYOUT_AREAS.faq, false], {
      Data: [{ TypeName: 'faq_section', Parameters: { faq_section_url: 'bonus-e-promozioni', faq_section_description: 'Come funzionano i bonus.' } }],
    });
    expect(contentDescription(client, '/faq/bonus-e-promozioni')).toBe('Come funzionano i bonus.');
    expect(contentDescription(client, '/faq/altro')).toBeNull();
    expect(contentDescription(client, '/account/login')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyShareLink } from './share-link.ts';

afterEach(() => vi.unstubAllGlobals());

describe("'Condividi'", () => {
  it("copies the ticket's print link with its share token, asked with Condivisione", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: { PrintToken: 's7.abc', ScadenzaSecondi: 0 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await copyShareLink('SP9');
    expect(bodies).toEqual([{ id: 'SP9', Condivisione: true }]);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/ticket-print/SP9?auth=s7.abc`);
  });

  it('copies nothing when the server gives no token (the page then shows the code)', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyShareLink('SP9')).rejects.toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { Apply } from '@betsite/contract/calls/affiliate';
import { callForm } from './call-form.ts';
import { Refusal } from './refusal.ts';

afterEach(() => vi.unstubAllGlobals());

describe('callForm: a `form: true` call (the affiliates endpoint)', () => {
  it('sends the body form-encoded, its empty values left out, and reads the answer with the definition', async () => {
    const fetch = vi.fn(async () => Response.json({ ResponseCode: 0, ResponseMessage: 'Grazie', ResponseData: { success: true, id: 7 } }));
    vi.stubGlobal('fetch', fetch);
    const body = { fname: 'Mario Rossi', rsociale: 'Bar', iscliente: '0', userid: undefined, cellulare: '+39 333', infos: null } as never;
    await expect(callForm(Apply, body)).resolves.toEqual({ data: { success: true, id: 7 }, message: 'Grazie' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Affiliate/Apply');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('fname=Mario+Rossi&rsociale=Bar&iscliente=0&cellulare=%2B39+333');
  });

  it('a refusal is a Refusal, as with every call', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ ResponseCode: -1, ResponseMessage: 'Non inviata', ResponseData: null }));
    await expect(callForm(Apply, {} as never)).rejects.toThrow(Refusal);
  });
});

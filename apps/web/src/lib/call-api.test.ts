import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositStatus } from '@betsite/contract/calls/deposits';
import { WithdrawWithPaas } from '@betsite/contract/calls/paas';
import { Prelievo } from '@betsite/contract/calls/withdrawals';
import { ConfirmMobile } from '@betsite/contract/calls/confirmation';
import { GetDomande } from '@betsite/contract/calls/recovery';
import { CheckAuth, EL_RefreshBalance } from '@betsite/contract/calls/session-check';
import { WITHDRAWAL_CODES } from '@betsite/contract/withdrawal-codes';
import { BadAnswer, callApi, callResult, Refusal, unwrap } from './call-api.ts';
import { formOnError } from './form-errors.ts';

const status = DepositStatus;
const okData = { transactionId: 't1', status: 'pending', amount: 1000 };

describe('unwrap: the legacy envelope, once', () => {
  it('gives the data and the message of a success', async () => {
    await expect(unwrap(status, { ResponseCode: 0, ResponseMessage: 'ok', ResponseData: okData })).resolves.toEqual({ data: okData, message: 'ok' });
  });

  it('throws a typed Refusal with the code, the Italian message and the field errors', async () => {
    const err = await (async () => {
      try {
        await unwrap(status, { ResponseCode: -31, ResponseMessage: 'Deposito non trovato', ResponseData: null, errors: [{ field: 'x', message: 'm' }] });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(Refusal);
    expect(err).toMatchObject({ code: -31, message: 'Deposito non trovato', fieldErrors: [{ field: 'x', message: 'm' }] });
  });

  it('an answer outside the definition is a BadAnswer with the generic Italian error, never a crash later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const answer of [
      null,
      'text',
      { ResponseCode: '0' },
      { ResponseCode: 0, ResponseMessage: null, ResponseData: null },
      { ResponseCode: 0, ResponseMessage: null, ResponseData: { ...okData, status: 'other' } },
      { ResponseCode: 0, ResponseMessage: null, ResponseData: { ...okData, amount: '10' } },
    ]) {
      await expect(unwrap(status, answer), JSON.stringify(answer)).rejects.toThrow(BadAnswer);
      await expect(unwrap(status, answer)).rejects.toThrow(/Si è verificato un errore imprevisto/);
    }
  });

  it("a refusal's data is parsed too, where the call declares it (a withdrawal's OTP request)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = { ResponseCode: WITHDRAWAL_CODES.OTP_REQUIRED, ResponseMessage: 'Codice inviato', ResponseData: { otpSource: 'sms' } };
    await expect(unwrap(Prelievo, refused)).rejects.toThrow(Refusal);
    await expect(unwrap(Prelievo, { ...refused, ResponseData: { otpSource: 'pigeon' } })).rejects.toThrow(BadAnswer);
  });
});

describe('unwrap: a legacy answer without the envelope (`envelope: false`)', () => {
  it('is checked whole and is the data as it came: its own error code is no Refusal', async () => {
    const failed = { ErrorCode: -1, ErrorMessage: 'Codice non valido' };
    await expect(unwrap(ConfirmMobile, failed)).resolves.toEqual({ data: failed, message: null });
    const balance = { ErrorCode: 0, saldo: 1250, prelevabile: 1000, debito: 0, contestato: 0 };
    await expect(unwrap(EL_RefreshBalance, balance)).resolves.toEqual({ data: balance, message: null });
    const domande = { returnCodeField: -3, returnDescriptionField: 'Troppi tentativi', securityquestionField: null };
    await expect(unwrap(GetDomande, domande)).resolves.toEqual({ data: domande, message: null });
  });

  it('an answer outside its schema is a BadAnswer, an envelope included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [def, answer] of [
      [EL_RefreshBalance, { ErrorCode: 0, saldo: '12.50', prelevabile: 0, debito: 0 }],
      [EL_RefreshBalance, { ResponseCode: 0, ResponseMessage: null, ResponseData: { saldo: 1, prelevabile: 1 } }],
      [ConfirmMobile, null],
      [CheckAuth, { Success: true, UserData: null, ClientSettings: null, Message: null }],
      [GetDomande, { returnCodeField: 0, returnDescriptionField: 'ok', securityquestionField: { idField: '1', questionField: 'q' } }],
    ] as const) {
      await expect(unwrap(def, answer), JSON.stringify(answer)).rejects.toThrow(BadAnswer);
    }
  });
});

describe('callApi / callResult', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

  it('builds the request from the definition: method, path, query', async () => {
    const fetch = answer({ ResponseCode: 0, ResponseMessage: null, ResponseData: okData });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { origin: 'http://localhost' });
    await expect(callApi(status, { query: { transactionId: 'a b' } })).resolves.toEqual(okData);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment/status?transactionId=a+b');
    expect(init.method).toBe('GET');
  });

  it('sends the body as JSON with the POST method and returns a refusal as a value', async () => {
    const fetch = answer({ ResponseCode: -7, ResponseMessage: 'Metodo non disponibile', ResponseData: null });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { origin: 'http://localhost' });
    const r = await callResult(WithdrawWithPaas, { body: { isMobile: false, email: null, domain: 'x' } });
    expect(r).toMatchObject({ ok: false, refusal: { code: -7, message: 'Metodo non disponibile' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ isMobile: false, email: null, domain: 'x' });
  });

  it('a call without the envelope: its query from the definition and its answer as it came', async () => {
    const body = { Success: false, UserData: null, ClientSettings: null, Message: 'Sessione scaduta', Token: null };
    const fetch = answer(body);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { origin: 'http://localhost' });
    await expect(callApi(CheckAuth, { query: { token: 'abc' } })).resolves.toEqual(body);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Account/CheckAuth?token=abc');
    expect(init.method).toBe('GET');
  });
});

describe('formOnError: field errors under their fields, the rest to one place', () => {
  it('places a refusal’s field errors and leaves other failures to `otherwise`', () => {
    const setError = vi.fn();
    const otherwise = vi.fn();
    const onError = formOnError(setError, otherwise);
    onError(new Refusal(-1, 'Dati non validi', [{ field: 'email', message: 'Email non valida' }]));
    expect(setError).toHaveBeenCalledWith('email', { message: 'Email non valida' }, { shouldFocus: true });
    expect(otherwise).not.toHaveBeenCalled();
    onError(new Refusal(-2, 'Operazione non consentita'));
    expect(otherwise).toHaveBeenCalledWith('Operazione non consentita', expect.any(Refusal));
  });
});

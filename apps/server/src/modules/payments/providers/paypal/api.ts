/**
 * PayPal's REST API as the adapters need it (developer.paypal.com/api/rest): an OAuth2 access token
 * by client credentials, kept until shortly before it expires, and JSON calls with the
 * `PayPal-Request-Id` idempotency header. Plain `fetch`, one bounded time per call.
 */

export interface PaypalSettings {
  base: string;
  clientId: string;
  secret: string;
  webhookId: string;
  timeoutMs: number;
}

/** PayPal did not answer, or answered with a server error: nothing can be concluded from the call. */
export class PaypalUnavailableError extends Error {}

export interface PaypalReply {
  status: number;
  body: Record<string, unknown>;
}

/** PayPal's error body (`name`, `message`, `details[].issue`) in one line, for logs and the back office. */
export function paypalErrorText(r: PaypalReply): string {
  const details = Array.isArray(r.body.details) ? (r.body.details as { issue?: string }[]).map((d) => d.issue).filter(Boolean) : [];
  return [`HTTP ${r.status}`, r.body.name, r.body.message, ...details].filter(Boolean).join(' · ');
}

export class PaypalApi {
  private token: { value: string; until: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(readonly settings: PaypalSettings) {}

  private async raw(method: string, path: string, init: { headers: Record<string, string>; body?: string }): Promise<PaypalReply> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.settings.base), {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (err) {
      throw new PaypalUnavailableError(`PayPal non raggiungibile (${method} ${path}): ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { message: text.slice(0, 200) };
    }
    // A rate limit says nothing about the payment either: like a 5xx, the caller must ask again later.
    if (res.status >= 500 || res.status === 429) throw new PaypalUnavailableError(`PayPal ${method} ${path}: ${paypalErrorText({ status: res.status, body })}`);
    return { status: res.status, body };
  }

  /**
   * The access token, fetched once for all concurrent calls and renewed a minute before it expires.
   * Its lifetime is PayPal's, in real seconds: read on the system clock, not the injected one (a
   * test's clock moved back would otherwise keep a token PayPal has already expired).
   */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    this.pendingToken ??= (async () => {
      const basic = Buffer.from(`${this.settings.clientId}:${this.settings.secret}`).toString('base64');
      const r = await this.raw('POST', '/v1/oauth2/token', {
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=client_credentials',
      });
      const value = r.body.access_token;
      if (r.status !== 200 || typeof value !== 'string') throw new PaypalUnavailableError(`PayPal: credenziali rifiutate (${paypalErrorText(r)})`);
      const seconds = typeof r.body.expires_in === 'number' ? r.body.expires_in : 300;
      this.token = { value, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
      return value;
    })().finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  /**
   * One JSON call. 2xx and 4xx come back to the caller (a 4xx is PayPal's answer about the
   * request); 5xx, timeouts and network errors throw PaypalUnavailableError. An expired token is
   * renewed once.
   */
  async call(method: 'GET' | 'POST', path: string, opts: { body?: unknown; requestId?: string } = {}): Promise<PaypalReply> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      if (opts.requestId) headers['paypal-request-id'] = opts.requestId;
      const r = await this.raw(method, path, { headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
      if (r.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      return r;
    }
  }
}

/** Cents → PayPal's decimal string ('12.34'), without floating point. */
export const paypalValue = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** PayPal's decimal string → cents, or null when it is not a plain amount with at most two decimals. */
export function paypalCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A money object `{ currency_code|currency, value }` in euro cents, or null when it is anything else. */
export function euroCents(money: unknown): number | null {
  if (!money || typeof money !== 'object') return null;
  const m = money as { currency_code?: unknown; currency?: unknown; value?: unknown };
  const currency = m.currency_code ?? m.currency;
  return currency === 'EUR' ? paypalCents(m.value) : null;
}

import type { Config } from '../config.ts';

/**
 * The bot-check port (reCAPTCHA in the legacy client). Adapters, as for everything that leaves the
 * site: a sandbox that accepts any non-empty token (development and tests; the web app's sandbox
 * provider sends "sandbox:<action>"), the real verification when RECAPTCHA_SECRET is set, and a
 * closed one that refuses everything (production with neither: it does not start, see config.ts).
 */
export interface BotCheck {
  verify(token: string | null | undefined, action: string, ip: string): Promise<boolean>;
}

export const sandboxBotCheck: BotCheck = {
  async verify(token) {
    return typeof token === 'string' && token.trim().length > 0;
  },
};

export const closedBotCheck: BotCheck = {
  async verify() {
    return false;
  },
};

/**
 * Google reCAPTCHA v3 siteverify: the token must be valid, for this action, with a human-like score.
 * An unreachable service fails closed (the request is refused) unless `failOpen` is configured.
 */
export function recaptchaBotCheck(secret: string, opts: { failOpen?: boolean; minScore?: number } = {}): BotCheck {
  const minScore = opts.minScore ?? 0.5;
  return {
    async verify(token, action, ip) {
      if (!token) return false;
      try {
        const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean; score?: number; action?: string };
        return Boolean(body.success) && (body.action === undefined || body.action === action) && (body.score ?? 1) >= minScore;
      } catch {
        return opts.failOpen === true;
      }
    },
  };
}

export function botCheckFor(config: Pick<Config, 'RECAPTCHA_SECRET' | 'RECAPTCHA_FAIL_OPEN' | 'SANDBOX_BOT_CHECK'>): BotCheck {
  if (config.RECAPTCHA_SECRET) return recaptchaBotCheck(config.RECAPTCHA_SECRET, { failOpen: config.RECAPTCHA_FAIL_OPEN });
  return config.SANDBOX_BOT_CHECK ? sandboxBotCheck : closedBotCheck;
}

/**
 * The bot-check port (reCAPTCHA in the legacy client). Two adapters, as for everything that leaves
 * the site: a sandbox that accepts any non-empty token (the embedded default, used in development
 * and tests; the web app's sandbox provider sends "sandbox:<action>"), and the real verification,
 * selected when RECAPTCHA_SECRET is set in the environment.
 */
export interface BotCheck {
  verify(token: string | null | undefined, action: string, ip: string): Promise<boolean>;
}

export const sandboxBotCheck: BotCheck = {
  async verify(token) {
    return typeof token === 'string' && token.trim().length > 0;
  },
};

/** Google reCAPTCHA v3 siteverify: the token must be valid, for this action, with a human-like score. */
export function recaptchaBotCheck(secret: string, minScore = 0.5): BotCheck {
  return {
    async verify(token, action, ip) {
      if (!token) return false;
      try {
        const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            secret,
            response: token,
            remoteip: ip,
          }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as {
          success?: boolean;
          score?: number;
          action?: string;
        };
        return Boolean(body.success) && (body.action === undefined || body.action === action) && (body.score ?? 1) >= minScore;
      } catch {
        // An unreachable bot-check service must not lock everyone out of registration; rate limits still apply.
        return true;
      }
    },
  };
}

export function botCheckFor(secret: string | undefined): BotCheck {
  return secret ? recaptchaBotCheck(secret) : sandboxBotCheck;
}

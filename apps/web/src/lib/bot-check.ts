/**
 * The browser side of the bot-check port: a token per named action (document 2 §7). The sandbox
 * provider, used until a real reCAPTCHA site key is configured, returns "sandbox:<action>", which the
 * server's sandbox adapter accepts; a real provider would load the vendor script and call it here.
 */
export async function botToken(action: string): Promise<string> {
  return `sandbox:${action}`;
}

/**
 * How a contact is shown back to the player in "code sent to …" messages: enough to recognise it,
 * not enough to learn it (the same shape at login, device authorisation, deposits, withdrawals and
 * mobile confirmation).
 */
export function maskMobile(mobile: string): string {
  return mobile.length <= 3 ? '***' : `${'*'.repeat(mobile.length - 3)}${mobile.slice(-3)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/** Which block replaces the deposit forms (document 3 §2, §5), or null. */
export type DepositBlock = 'password' | 'mobile' | 'email' | 'both';

export function depositBlock(user: { cambio_password: boolean; confirmedMobile: boolean; playerConfirmed: boolean }, disableIfNotVerified: boolean): DepositBlock | null {
  if (user.cambio_password) return 'password';
  if (!disableIfNotVerified) return null;
  if (!user.confirmedMobile && !user.playerConfirmed) return 'both';
  if (!user.confirmedMobile) return 'mobile';
  if (!user.playerConfirmed) return 'email';
  return null;
}

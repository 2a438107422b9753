// Every area's tables; drizzle-kit reads this file to generate migrations. One line per area file.
export * from './session.ts';
export * from './platform.ts';
export * from './wallet.ts';
export * from './payments.ts';
export * from './profiles.ts';
export * from './content.ts';
export * from './deposits.ts';
export * from './recovery.ts';
export * from './withdrawals.ts';
export * from './registration.ts';
export * from './documents.ts';
export * from './responsible-gaming.ts';
export * from './pep.ts';
export * from './games.ts';
export * from './notifications.ts';
export * from './bonus.ts';
export * from './backoffice.ts';

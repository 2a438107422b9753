// Every area's tables; drizzle-kit reads this file to generate migrations.
export * from './session.ts';
export * from './platform.ts';
export * from './wallet.ts';

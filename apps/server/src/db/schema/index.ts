// Every table of the app, one file per module. drizzle-kit reads this file to generate migrations.

export * from './activity.ts';
export * from './admin.ts';
export * from './billing.ts';
export * from './books.ts';
export * from './borrowers.ts';
export * from './loans.ts';
export * from './platform.ts';
export * from './users.ts';

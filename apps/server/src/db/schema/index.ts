// Every table of the app, one file per module. drizzle-kit reads this file to generate migrations.

export * from './books.ts';
export * from './users.ts';

// Every table of the app, one file per module. drizzle-kit reads this file to generate migrations.

export * from './access-tokens.ts';
export * from './activity.ts';
export * from './admin.ts';
export * from './avatars.ts';
export * from './billing.ts';
export * from './books.ts';
export * from './borrowers.ts';
export * from './calendar.ts';
export * from './friends.ts';
export * from './imports.ts';
export * from './loans.ts';
export * from './platform.ts';
export * from './recommendations.ts';
export * from './reminders.ts';
export * from './unsubscribes.ts';
export * from './users.ts';
export * from './webhooks.ts';
export * from './wishlist.ts';

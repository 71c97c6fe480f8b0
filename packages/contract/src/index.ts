export * from './activity.ts';
export * from './books.ts';
export * from './borrowers.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './loans.ts';
export * from './plans.ts';

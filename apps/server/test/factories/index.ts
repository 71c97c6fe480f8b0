// One factory per entity: tests build their data through the real services, never fixture dumps.
export {
  type CreateAccessTokenOptions,
  type CreatedAccessToken,
  createAccessToken,
} from './access-tokens.ts';
export { saveAppSettings } from './app-settings.ts';
export { createAuditEvent } from './audit-events.ts';
export { createBook, createBooks } from './books.ts';
export { createBorrower } from './borrowers.ts';
export { createFriendship } from './friends.ts';
export { createImport, IMPORT_FIXTURES, importFixture, multipartFile, uploadImport } from './imports.ts';
export { type CreateLoanOptions, createLoan } from './loans.ts';
export { type CreatePaymentOptions, createPayment } from './payments.ts';
export { type CreateRecommendationOptions, createRecommendation } from './recommendations.ts';
export { type CreateReminderOptions, createReminder } from './reminders.ts';
export {
  type CreatedSubscription,
  type CreateSubscriptionOptions,
  createSubscription,
} from './subscriptions.ts';
export { type CreatedUser, type CreateUserOptions, createUser } from './users.ts';
export { type CreateWebhookOptions, createWebhook } from './webhooks.ts';
export { createWishlistItem } from './wishlist.ts';

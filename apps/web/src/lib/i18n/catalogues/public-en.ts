import contract from '@shelfwise/contract/messages/en';

/**
 * The messages of the pages before sign-in (landing, sign-in, legal, 404): loaded first.
 * English is the source of every message, word for word the spec's text; the other languages
 * must have exactly these keys (the type check) with the same arguments (catalogues.test.ts).
 */
const messages = {
  // The contract's refusals, one source with the server's (packages/contract/src/messages): in the
  // public part because the sign-in and sign-up forms refuse with them before the app is loaded.
  ...contract,
  'language.label': 'Language',

  // Shared
  'common.skipToContent': 'Skip to content',
  'common.login': 'Login',
  'common.startFree': 'Start Free',
  'common.features': 'Features',
  'common.pricing': 'Pricing',
  'common.demo': 'Demo',
  'common.helpCenter': 'Help Center',
  'common.openMenu': 'Open menu',
  'common.closeMenu': 'Close menu',
  'common.lightMode': 'Light Mode',
  'common.darkMode': 'Dark Mode',
  'common.switchToLight': 'Switch to light mode',
  'common.switchToDark': 'Switch to dark mode',
  'common.navMain': 'Main',
  'common.navMobile': 'Mobile',

  // Landing: hero
  'landing.hero.audience': 'For readers, academics, collectors and bloggers',
  'landing.hero.titleStart': 'Shelfwise,',
  'landing.hero.titleEnd': 'the smart library management system.',
  'landing.hero.lead':
    'Catalogue every book you own, lend them without losing track, get a reminder before they are due and see your reading at a glance.',
  'landing.hero.seeIt': 'See it in action',
  'landing.hero.freeNote': 'Free forever for up to 50 books. No card needed.',

  // Landing: features
  'landing.features.title': 'Everything your shelves need',
  'landing.features.lead':
    'One place for the books you own, the books you lent and the books you want to read next.',
  'landing.features.add.title': 'Add books in seconds',
  'landing.features.add.text':
    'Type them in by hand, or on Standard and Premium find them by ISBN or title among 40M+ books and add a whole batch at once.',
  'landing.features.lend.title': 'Lend without losing track',
  'landing.features.lend.text':
    'Record who borrowed what and when it is due back. Overdue loans stand out, returns take one click.',
  'landing.features.remind.title': 'Reminders that go out for you',
  'landing.features.remind.text':
    'Send a reminder yourself any time, or let Shelfwise email borrowers 3 days (Standard) or 2 days (Premium) before the due date.',
  'landing.features.history.title': 'History and statistics',
  'landing.features.history.text':
    'Every change is in your activity history. See loans per month, return rates and your top genres.',
  'landing.features.recommend.title': 'Recommend to friends',
  'landing.features.recommend.text':
    'Send a book you loved to a friend by email. Premium lets you write your own message.',
  'landing.features.data.title': 'Your data, your way',
  'landing.features.data.text':
    'Rate books, tag them onto shelves, add notes, and export the whole library as CSV or PDF.',
  'landing.features.startPremium': 'Start with Premium',

  // Landing: demo
  'landing.demo.title': 'See your library at a glance',
  'landing.demo.lead': 'This is the collection view you land on after signing in.',
  'landing.demo.alt':
    'The Shelfwise collection view: a sidebar with Collection, Book Loans, Borrowers, Reminders, History, Statistics, Settings and Subscription; totals of 248 books, 12 on loan, 1 overdue and a 96.4% return rate; and a table of books with their shelf, star rating and loan status.',
  'landing.demo.covers': 'Covers drawn from each title, so every shelf is easy to scan',
  'landing.demo.loans': 'Loans that are due soon or overdue stand out at once',
  'landing.demo.ratings': 'Ratings, shelves and notes on every book',

  // Landing: testimonials
  'landing.testimonials.eyebrow': 'Testimonials',
  'landing.testimonials.title': 'Readers who found their books again',
  'landing.testimonials.region': 'What readers say',
  'landing.testimonials.position': '{index} of {count}',
  'landing.testimonials.previous': 'Previous testimonial',
  'landing.testimonials.next': 'Next testimonial',
  'landing.testimonials.show': 'Show testimonial {index} of {count}',
  'landing.testimonials.play': 'Play testimonials',
  'landing.testimonials.pause': 'Pause testimonials',

  // Landing: FAQ
  'landing.faq.title': 'Frequently asked questions',
  'landing.faq.what.q': 'What is Shelfwise?',
  'landing.faq.what.a':
    'Shelfwise is a library manager for the books you own. You catalogue them, lend them to borrowers and track the returns, schedule reminders, and see your history and statistics in one place.',
  'landing.faq.free.q': 'Is there really a free plan?',
  'landing.faq.free.a':
    'Yes. The Free plan keeps up to 50 books and 5 active loans with manual entry, search and sorting, for as long as you like. No card is needed to sign up.',
  'landing.faq.plans.q': 'What do the Collector and Library Keeper plans add?',
  'landing.faq.plans.a':
    'Collector (Standard) raises the limit to 1,000 books, lets you add books by ISBN or title from a repository of 40M+ books, exports CSV and sends reminders 3 days before a due date. Library Keeper (Premium) has no book limit, adds PDF export, custom recommendation messages, advanced analytics, reminders 2 days before a due date, and no ads.',
  'landing.faq.naira.q': 'Why do I see prices in naira?',
  'landing.faq.naira.a':
    'Shelfwise is run from Nigeria and offers local pricing. When your time zone, language or location points to Nigeria, prices are shown in Nigerian naira (NGN); everyone else sees US dollars (USD).',
  'landing.faq.refund.q': 'Can I get my money back?',
  'landing.faq.refund.a':
    'Every paid plan has a 7-day money-back guarantee. Annual plans cancelled within 30 days are refunded pro rata. See the Terms of Service for the details.',
  'landing.faq.data.q': 'Can I take my data with me?',
  'landing.faq.data.a':
    'Yes. Collector and Library Keeper export your library as CSV, and Library Keeper also as PDF. After an account ends you have 30 days to export your data; a deleted account is erased within 30 days.',

  // Landing: closing call to action
  'landing.cta.title': 'Ready to bring order to your shelves?',
  'landing.cta.lead': 'Create your free account in a minute. Upgrade only when your library outgrows it.',
  'landing.cta.button': 'Get started for free',

  // Footer
  'footer.tagline': 'Shelfwise, the smart library management system. Made in Nigeria for readers everywhere.',
  'footer.product': 'Product',
  'footer.legal': 'Legal',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.contact': 'Contact Us',
  'footer.copyright': '© {year} Shelfwise. All rights reserved.',
  'footer.socialX': 'Shelfwise on X',
  'footer.socialInstagram': 'Shelfwise on Instagram',
  'footer.socialLinkedIn': 'Shelfwise on LinkedIn',

  // Auth
  'form.genericError': 'An error occurred',
  'auth.fullName': 'Full Name',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.confirmPassword': 'Confirm Password',
  'auth.passwordsDoNotMatch': 'Passwords do not match',
  'auth.forgotPassword': 'Forgot password?',
  'auth.selectedPlan': 'Selected plan:',
  'auth.createAccount': 'Create account',
  'auth.creatingAccount': 'Creating account...',
  'auth.signIn': 'Sign in',
  'auth.signingIn': 'Signing in...',
  'auth.signUp': 'Sign up',
  'auth.agreeStart': 'By creating an account, you agree to our',
  'auth.agreeAnd': 'and',
  'auth.agreeEnd': '.',
  'auth.welcomeBack': 'Welcome back',
  'auth.signInSubtitle': 'Sign in to your library.',
  'auth.signInToContinue': 'Sign in to see that page; you will be taken back to it.',
  'auth.createTitle': 'Create your account',
  'auth.createSubtitle': 'Start organising your books in minutes.',
  'auth.noAccount': "Don't have an account?",
  'auth.haveAccount': 'Already have an account?',
  'auth.titleSignIn': 'Sign in · Shelfwise',
  'auth.titleCreate': 'Create your account · Shelfwise',
  'auth.verificationCode': 'Verification code',
  'auth.codeDigit': 'Digit {index} of {count}',
  'auth.passwordStrength': 'Password strength',
  'auth.loadingAccount': 'Loading your account...',
  'auth.renew.title': 'Your session has ended',
  'auth.renew.description':
    'Sign in again to carry on. Nothing you entered is lost: what you were doing is sent as soon as you are back.',
  'auth.renew.form': 'Sign in again',
  'auth.signOut': 'Sign out',

  // Password strength
  'auth.strength.weak': 'Weak',
  'auth.strength.medium': 'Medium',
  'auth.strength.strong': 'Strong',
  'auth.strength.value': '{level}: {score} of 5 criteria met',
  'auth.strength.length': 'At least {min} characters',
  'auth.strength.uppercase': 'An uppercase letter',
  'auth.strength.lowercase': 'A lowercase letter',
  'auth.strength.number': 'A number',
  'auth.strength.special': 'A special character ({characters})',
  'auth.strength.met': ' (met)',
  'auth.strength.notMet': ' (not met)',

  // Verify, forgot, reset, not found
  'verify.title': 'Verify your email',
  'verify.sentTo': 'We sent a 6-digit code to',
  'verify.enterToChange': 'Enter it below to make it your account’s email address.',
  'verify.enterToActivate': 'Enter it below to activate your account.',
  'verify.success': 'Email verified successfully!',
  'verify.failed': 'Verification failed',
  'verify.resent': 'Verification code resent to your email',
  'verify.resendFailed': 'Failed to resend code',
  'verify.verify': 'Verify',
  'verify.verifying': 'Verifying...',
  'verify.noCode': "Didn't receive the code?",
  'verify.resend': 'Resend code',
  'common.sending': 'Sending...',
  'verify.backToSettings': 'Back to settings',
  'verify.backToSignIn': 'Back to sign in',
  'forgot.title': 'Forgot your password?',
  'forgot.subtitle': "Enter your email and we'll send you a link to reset your password.",
  'forgot.failed': 'Failed to send reset link',
  'forgot.sent': 'Password reset link sent to your email',
  'forgot.send': 'Send reset link',
  'forgot.remember': 'Remember your password?',
  'reset.title': 'Set a new password',
  'reset.subtitle': 'Choose a new password for your account.',
  'reset.confirmRequired': 'Confirm your new password',
  'reset.mismatch': 'Passwords do not match.',
  'reset.failed': 'Something went wrong.',
  'reset.success': 'Password updated successfully.',
  'reset.newPassword': 'New Password',
  'reset.confirmNewPassword': 'Confirm New Password',
  'reset.submit': 'Reset password',
  'reset.submitting': 'Updating password...',
  'reset.newLink': 'Request a new link',
  'notFound.title': 'Page not found',
  'notFound.text': 'This page has wandered off the shelf. It may have moved, or the address may be mistyped.',
  'notFound.back': 'Go Back',
  'notFound.home': 'Home Page',
  'notFound.featuresText': 'See what Shelfwise can do for your library.',
  'notFound.helpText': 'Answers to the questions readers ask most.',
  'notFound.contactText': 'Write to us and a person will answer.',
  'notFound.pageTitle': 'Page not found · Shelfwise',

  // Legal pages
  'legal.lastUpdated': 'Last updated:',
  'legal.contents': 'Contents',
  'legal.englishNote': '',
  'legal.privacyTitle': 'Privacy Policy | Shelfwise',
  'legal.termsTitle': 'Terms of Service | Shelfwise',

  // Dashboard shell
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.named': '{label}: {subject}',
  'common.closeDialog': 'Close dialog',
  'common.loading': 'Loading...',
  'common.comingSoon': 'This page is coming soon.',
  'common.showField': 'Show {field}',
  'common.hideField': 'Hide {field}',

  // Library
  'common.delete': 'Delete',
  'common.deleting': 'Deleting...',
  'common.close': 'Close',
  'common.save': 'Save Changes',
  'common.saving': 'Saving...',

  // Book page
  'common.retry': 'Retry',
  'landing.pricing.title': 'A plan for every library',
  'landing.pricing.lead': 'Start free and upgrade when your collection grows.',
  'landing.pricing.nigeria': 'Prices for Nigeria, in naira (NGN).',
  'landing.pricing.international': 'International prices, in US dollars (USD).',
  'landing.pricing.popular': 'Most popular',
  'landing.pricing.guarantee': 'Every paid plan comes with a 7-day money-back guarantee.',
  'landing.pricing.ctaFree': 'Start for free',
  'landing.pricing.ctaBasic': 'Choose Collector',
  'landing.pricing.ctaPremium': 'Choose Library Keeper',
  'landing.pricing.cycle': 'Billing cycle',
  'landing.pricing.monthly': 'Monthly',
  'landing.pricing.yearly': 'Yearly',
  'landing.pricing.save17': 'Save 17%+',
  'landing.pricing.saveYear': 'Save {amount} a year',
  'landing.pricing.month': 'month',
  'landing.pricing.year': 'year',
  'landing.plan.free.tagline': 'For getting your shelves in order',
  'landing.plan.basic.tagline': 'For growing collections',
  'landing.plan.premium.tagline': 'For serious libraries, ad-free',
  'landing.plan.free.0': 'Up to 50 books',
  'landing.plan.free.1': 'Manual book entry',
  'landing.plan.free.2': 'Up to 5 active loans',
  'landing.plan.free.3': 'Manual reminders',
  'landing.plan.free.4': 'Search and sorting',
  'landing.plan.free.5': 'Community support',
  'landing.plan.free.6': 'Standard theme',
  'landing.plan.basic.0': 'Up to 1,000 books',
  'landing.plan.basic.1': 'Quick add by ISBN or title from 40M+ books',
  'landing.plan.basic.2': 'Batch add',
  'landing.plan.basic.3': 'Unlimited manual loans',
  'landing.plan.basic.4': 'Automatic reminders 3 days before due date',
  'landing.plan.basic.5': 'CSV export',
  'landing.plan.basic.6': 'Advanced search',
  'landing.plan.basic.7': 'Custom tags, notes and shelves',
  'landing.plan.basic.8': 'Basic reading insights (top genres)',
  'landing.plan.basic.9': 'Email support',
  'landing.plan.premium.0': 'Unlimited books',
  'landing.plan.premium.1': 'All Collector features',
  'landing.plan.premium.2': 'Unlimited loans',
  'landing.plan.premium.3': 'Automated loan reminders 2 days before due date',
  'landing.plan.premium.4': 'CSV and PDF export',
  'landing.plan.premium.5': 'Custom recommendation messages',
  'landing.plan.premium.6': 'Advanced analytics and custom reports',
  'landing.plan.premium.7': 'Personalised recommendations',
  'landing.plan.premium.8': 'Priority email and chat support',
  'landing.plan.premium.9': 'Early access to new features',
  'landing.plan.premium.10': 'No ads',
  // What a request says when the server gave no message of its own (offline, a proxy page)
  'common.failed.generic': 'An error occurred',
  'common.failed.logOut': 'Failed to log out',
  'common.failed.resendCode': 'Failed to resend code',
  'common.failed.sendResetLink': 'Failed to send reset link',
  'common.failed.somethingWentWrong': 'Something went wrong.',
  'common.failed.verificationFailed': 'Verification failed',
  // Tab titles
  'landing.pageTitle': 'Shelfwise: the smart library management system',
} as const;

export default messages;

// What the sign-in and sign-up forms need only once the reader acts: the contract's schemas (and
// with them zod) and the requests. auth-form.tsx loads this when the reader turns to a form, so
// the sign-in page paints without it (issue 27: /auth's first paint).
export { loginBodySchema, registerFormSchema } from '@shelfwise/contract';
export { signIn } from '../api/login.ts';
export { signUp } from '../api/register.ts';

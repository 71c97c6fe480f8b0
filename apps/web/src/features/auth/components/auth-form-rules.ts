// What the sign-in and sign-up forms need only once the reader acts: the contract's schemas (and
// with them zod) and the requests. auth-form.tsx loads this after its first paint, so the sign-in
// page paints without it (issue 27: /auth's first paint).
// Before the schemas validate anything (see the file): the sign-in page starts without providers.tsx.
import '../../../lib/zod-config.ts';

export { loginBodySchema, registerFormSchema } from '@shelfwise/contract';
export { signIn } from '../api/login.ts';
export { signUp } from '../api/register.ts';

import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

export function verificationCodeMail(input: {
  name: string;
  code: string;
  validMinutes: number;
}): RenderedMail {
  return renderMail({
    subject: `Your ${APP_NAME} verification code: ${input.code}`,
    preheader: `Your code is ${input.code}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [`Enter this code in ${APP_NAME} to verify your email address:`],
    code: input.code,
    footnote: `The code is valid for ${input.validMinutes} minutes and can be used once. If you did not create a ${APP_NAME} account, you can ignore this email.`,
  });
}

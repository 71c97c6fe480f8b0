import { translateContractMessage } from '@shelfwise/contract/messages';
import { messageOf } from './i18n.ts';

/**
 * The contract's field messages in the language shown. The zod schemas (shared with the server)
 * word their refusals in English; the contract reads each sentence back into an entry of its
 * catalogues (packages/contract/src/messages), which the app's catalogues include, so the web and
 * the API say the same words. A sentence it does not know is shown as it came (English), never
 * dropped; the contract's test fails on any sentence of its schemas without an entry.
 */
export function translateIssue(message: string): string {
  return translateContractMessage(message, messageOf) ?? message;
}

import '@testing-library/dom';
// Components render with the English messages, as the app does once its catalogue has arrived.
import { includeAppMessages, setLanguage } from '../lib/i18n/i18n.ts';

includeAppMessages();
await setLanguage('en');

import { describe, expect, it } from 'vitest';
import { goBackTarget } from './go-back.ts';

const origin = 'https://shelfwise.app';
const arrived = { historyIndex: 0, historyLength: 2, referrer: '', origin };

describe('where Go Back leads', () => {
  it('back within this app load', () => {
    expect(goBackTarget({ ...arrived, historyIndex: 3 })).toBe('back');
  });

  it('back after a full page load from a page of ours', () => {
    expect(goBackTarget({ ...arrived, referrer: 'https://shelfwise.app/privacy-policy' })).toBe('back');
  });

  it('home after a typed address or a link from another site', () => {
    expect(goBackTarget(arrived)).toBe('home');
    expect(goBackTarget({ ...arrived, referrer: 'https://search.example/?q=shelfwise' })).toBe('home');
  });

  it('home when the referrer only starts like our address', () => {
    expect(goBackTarget({ ...arrived, referrer: 'https://shelfwise.app.evil.example/' })).toBe('home');
    expect(goBackTarget({ ...arrived, referrer: 'https://shelfwise.app:8443/' })).toBe('home');
    expect(goBackTarget({ ...arrived, referrer: 'not an address' })).toBe('home');
  });

  it('home when our page opened this one in a new tab: there is nothing to go back to', () => {
    expect(goBackTarget({ ...arrived, historyLength: 1, referrer: 'https://shelfwise.app/dashboard' })).toBe(
      'home',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isNavItemActive, mainNav, pageNameKey } from './nav-items.ts';

const collection = mainNav[0]!;
const loans = mainNav.find((item) => item.to === '/dashboard/loans')!;

describe('isNavItemActive', () => {
  it('marks Collection current on /dashboard as well as on its own path', () => {
    expect(isNavItemActive(collection, '/dashboard')).toBe(true);
    expect(isNavItemActive(collection, '/dashboard/')).toBe(true);
    expect(isNavItemActive(collection, '/dashboard/collection')).toBe(true);
    expect(isNavItemActive(collection, '/dashboard/loans')).toBe(false);
  });

  it('marks a link current on its path only', () => {
    expect(isNavItemActive(loans, '/dashboard/loans')).toBe(true);
    expect(isNavItemActive(loans, '/dashboard')).toBe(false);
    expect(isNavItemActive(loans, '/dashboard/loansx')).toBe(false);
  });
});

describe('pageNameKey', () => {
  it('names the tab after the sidebar link, the book page and import on their own', () => {
    expect(pageNameKey('/dashboard')).toBe('nav.collection');
    expect(pageNameKey('/dashboard/loans')).toBe('nav.loans');
    expect(pageNameKey('/dashboard/wishlist')).toBe('nav.wishlist');
    expect(pageNameKey('/dashboard/admin/users')).toBe('nav.adminUsers');
    expect(pageNameKey('/dashboard/library/abc')).toBe('shell.bookPage');
    expect(pageNameKey('/dashboard/import')).toBe('import.title');
  });
});

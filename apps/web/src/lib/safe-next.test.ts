import { describe, expect, it } from 'vitest';
import { safeNext, signInPathFor } from './safe-next.ts';

const origin = 'https://shelfwise.example';

describe('safeNext: where to go after sign-in (never an open redirect)', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeNext('/dashboard/friends', origin)).toBe('/dashboard/friends');
    expect(safeNext('/dashboard/collection?search=dune&page=2', origin)).toBe(
      '/dashboard/collection?search=dune&page=2',
    );
    expect(safeNext('/dashboard/library/abc#notes', origin)).toBe('/dashboard/library/abc#notes');
  });

  it('ignores every hostile or foreign value', () => {
    for (const hostile of [
      'https://evil.example/dashboard',
      'http://evil.example',
      '//evil.example',
      '//evil.example/dashboard',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'dashboard',
      ' /dashboard',
      '',
      '%2F%2Fevil.example',
      `/${'a'.repeat(2100)}`,
      '/auth?mode=login',
      '/auth',
      '/verify-email',
    ]) {
      expect(safeNext(hostile, origin), JSON.stringify(hostile)).toBeNull();
    }
    expect(safeNext(null, origin)).toBeNull();
    expect(safeNext(undefined, origin)).toBeNull();
  });

  it('keeps an encoded slash as part of the path, on this site', () => {
    expect(safeNext('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/dashboard/friends?tab=requests')).toBe(
      '/auth?mode=login&next=%2Fdashboard%2Ffriends%3Ftab%3Drequests',
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideVisitRegion, forgetVisitRegion, VISIT_REGION_KEY } from './visit-region.ts';

function browserIn(timeZone: string, languages: string[]) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en-US').resolvedOptions(),
    timeZone,
  });
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('decideVisitRegion: one region per visit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetVisitRegion();
  });

  it('gives dollars when the location service is unreachable and the browser shows no Nigerian sign', async () => {
    browserIn('America/New_York', ['en-US']);
    expect(await decideVisitRegion(async () => null)).toBe('international');
  });

  it('gives naira from the browser alone (Africa/Lagos, en-NG) without asking the service', async () => {
    browserIn('Africa/Lagos', ['en-US']);
    const lookup = vi.fn(async () => null);
    expect(await decideVisitRegion(lookup)).toBe('nigeria');
    expect(lookup).not.toHaveBeenCalled();
    forgetVisitRegion();
    browserIn('Europe/London', ['en-NG']);
    expect(await decideVisitRegion(lookup)).toBe('nigeria');
  });

  it('gives naira for an IP in Nigeria and dollars for any other country', async () => {
    browserIn('Europe/London', ['en-GB']);
    expect(await decideVisitRegion(async () => 'NG')).toBe('nigeria');
    forgetVisitRegion();
    expect(await decideVisitRegion(async () => 'US')).toBe('international');
  });

  it('decides once: later pages of the visit read the same answer', async () => {
    browserIn('America/New_York', ['en-US']);
    expect(await decideVisitRegion(async () => 'NG')).toBe('nigeria');
    expect(sessionStorage.getItem(VISIT_REGION_KEY)).toBe('nigeria');
    const lookup = vi.fn(async () => 'US');
    expect(await decideVisitRegion(lookup)).toBe('nigeria');
    expect(lookup).not.toHaveBeenCalled();
  });
});

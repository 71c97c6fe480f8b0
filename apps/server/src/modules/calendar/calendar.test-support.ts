import type { CreatedUser } from '../../../test/factories/users.ts';
import type { AppUnderTest } from '../../../test/harness.ts';

export { type ParsedEvent, parseFeed } from '../../../test/ical-feed.ts';

/** Turns the owner's feed on (or resets it) through the route; the secret URL's path and token. */
export async function turnFeedOn(t: AppUnderTest, owner: CreatedUser) {
  const res = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: owner.headers });
  if (res.statusCode !== 201) throw new Error(`POST /api/calendar/feed: ${res.statusCode} ${res.body}`);
  const url = new URL(res.json().data.url as string);
  const token = url.pathname.replace('/api/calendar/', '').replace(/\.ics$/, '');
  return { url: url.href, path: url.pathname, token };
}

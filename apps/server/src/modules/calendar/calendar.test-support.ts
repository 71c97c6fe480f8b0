import ICAL from 'ical.js';
import type { CreatedUser } from '../../../test/factories/users.ts';
import type { AppUnderTest } from '../../../test/harness.ts';

/** Turns the owner's feed on (or resets it) through the route; the secret URL's path and token. */
export async function turnFeedOn(t: AppUnderTest, owner: CreatedUser) {
  const res = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: owner.headers });
  if (res.statusCode !== 201) throw new Error(`POST /api/calendar/feed: ${res.statusCode} ${res.body}`);
  const url = new URL(res.json().data.url as string);
  const token = url.pathname.replace('/api/calendar/', '').replace(/\.ics$/, '');
  return { url: url.href, path: url.pathname, token };
}

export interface ParsedEvent {
  uid: string;
  summary: string;
  /** DTSTART as written (YYYY-MM-DD) and whether it is a DATE value (not a time). */
  start: string;
  startIsDate: boolean;
  end: string;
  endIsDate: boolean;
  sequence: number;
  lastModified: string;
}

/** The feed parsed with ical.js, as a calendar app would read it. */
export function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const lastModified = component.getFirstPropertyValue('last-modified') as ICAL.Time;
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      startIsDate: event.startDate.isDate,
      end: event.endDate.toString(),
      endIsDate: event.endDate.isDate,
      sequence: event.sequence,
      lastModified: lastModified.toJSDate().toISOString(),
    };
  });
}

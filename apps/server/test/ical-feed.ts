// A feed as a calendar app reads it (ical.js): the owner's feed and the borrower's are parsed alike.
import ICAL from 'ical.js';

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

/**
 * Where each calendar app subscribes to a feed URL (`webcal://` where the app takes it): the
 * owner's feed in Settings › Calendar and a borrower's own feed on their page.
 */
export function calendarLinks(url: string) {
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    apple: webcal,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=Shelfwise`,
  };
}

/**
 * Where phone numbers typed without a country code most likely come from, guessed at sign-up: the
 * region of the browser's first language that names one ('en-NG' → NG), else the country of its
 * time zone for the zones readers most often have, else undefined. The server drops a code it does
 * not know; the user can change it in Settings.
 */
const countryOfZone: Record<string, string> = {
  'Africa/Lagos': 'NG',
  'Africa/Accra': 'GH',
  'Africa/Nairobi': 'KE',
  'Africa/Johannesburg': 'ZA',
  'Africa/Cairo': 'EG',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Mexico_City': 'MX',
  'America/Sao_Paulo': 'BR',
  'America/Argentina/Buenos_Aires': 'AR',
  'Asia/Kolkata': 'IN',
  'Asia/Tokyo': 'JP',
  'Asia/Singapore': 'SG',
  'Australia/Sydney': 'AU',
};

export function guessCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  timeZone: string | undefined = zoneOfBrowser(),
): string | undefined {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return timeZone ? countryOfZone[timeZone] : undefined;
}

function zoneOfBrowser(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Today's calendar day (YYYY-MM-DD) for a user. Settings store offsets like 'UTC-8', 'UTC+1' or
 * 'UTC'; an IANA name ('Africa/Lagos') is honoured too; anything else counts as UTC.
 */
export function todayIn(timezone: string | undefined, now: Date = new Date()): string {
  const offset = /^UTC(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(timezone?.trim() ?? '');
  if (offset) {
    const sign = offset[1] === '-' ? -1 : 1;
    const minutes = sign * (Number(offset[2] ?? 0) * 60 + Number(offset[3] ?? 0));
    return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
  }
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

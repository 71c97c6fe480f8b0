import { isValidTimezone, timezones } from '@shelfwise/contract';

/** The browser's own IANA zone (sent at sign-up), or undefined when it does not tell. */
export function browserTimezone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimezone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** 'UTC+01:00' for the zone's offset now (daylight saving included). */
export function currentOffset(zone: string, now = new Date()): string {
  if (zone.startsWith('UTC')) return zone;
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
    return part === 'GMT' ? 'UTC' : (part?.replace('GMT', 'UTC') ?? '');
  } catch {
    return '';
  }
}

export interface TimezoneOption {
  value: string;
  label: string;
}

export interface TimezoneGroup {
  region: string;
  options: TimezoneOption[];
}

const fixedLabels: Record<string, string> = {
  'UTC-8': 'UTC-8 (Pacific Time, no daylight saving)',
  'UTC-5': 'UTC-5 (Eastern Time, no daylight saving)',
  UTC: 'UTC (Coordinated Universal Time)',
  'UTC+1': 'UTC+1 (Central European Time, no daylight saving)',
};

/** 'America/Argentina/Buenos_Aires' → 'Argentina / Buenos Aires'. */
const cityLabel = (zone: string) => zone.split('/').slice(1).join(' / ').replaceAll('_', ' ');

/**
 * The settings' choice: the spec's four fixed offsets first, then every IANA zone the browser
 * knows, grouped by region (Africa, America, ...), each with its offset today.
 */
export function timezoneGroups(now = new Date()): TimezoneGroup[] {
  const zones: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const byRegion = new Map<string, TimezoneOption[]>();
  for (const zone of zones) {
    const [region] = zone.split('/');
    if (!region || !zone.includes('/')) continue;
    const list = byRegion.get(region) ?? [];
    list.push({ value: zone, label: `${cityLabel(zone)} (${currentOffset(zone, now)})` });
    byRegion.set(region, list);
  }
  return [
    { region: 'Fixed offsets', options: timezones.map((z) => ({ value: z, label: fixedLabels[z] ?? z })) },
    ...[...byRegion.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([region, options]) => ({ region, options })),
  ];
}

/** The groups narrowed to what matches `query` (zone name or offset), keeping `keep` in view. */
export function filterTimezoneGroups(groups: TimezoneGroup[], query: string, keep: string): TimezoneGroup[] {
  const q = query.trim().toLowerCase().replaceAll(' ', '_');
  if (!q) return groups;
  return groups
    .map((g) => ({
      region: g.region,
      options: g.options.filter(
        (o) =>
          o.value === keep ||
          o.value.toLowerCase().includes(q) ||
          o.label.toLowerCase().replaceAll(' ', '_').includes(q),
      ),
    }))
    .filter((g) => g.options.length > 0);
}

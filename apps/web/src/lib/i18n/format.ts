/**
 * ICU message format, the part Shelfwise uses: `{name}` arguments, `{n, plural, =0 {…} one {# …}
 * other {# …}}` (exact `=n` cases, then the language's plural category from `Intl.PluralRules`, `#`
 * the number formatted for the language) and `{x, select, a {…} other {…}}`, nested as deep as
 * wanted; `'{'` quotes a brace. Parsed once per message and kept. About 1 KB gzipped: see decision
 * 0016 for why this instead of a library.
 */

type Part =
  | string
  | { arg: string }
  | { arg: string; kind: 'plural' | 'select'; cases: Record<string, Part[]> }
  | { pound: true };

export type MessageValues = Record<string, string | number>;

const parsed = new Map<string, Part[]>();

function parse(message: string): Part[] {
  let i = 0;

  const parseParts = (inPlural: boolean, depth: number): Part[] => {
    const parts: Part[] = [];
    let text = '';
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'" && message[i + 1] === '{') {
        const end = message.indexOf("'", i + 1);
        text += message.slice(i + 1, end < 0 ? undefined : end);
        i = end < 0 ? message.length : end + 1;
      } else if (c === '{') {
        if (text) parts.push(text);
        text = '';
        i += 1;
        parts.push(parseArgument(depth));
      } else if (c === '}' && depth > 0) {
        break;
      } else if (c === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ pound: true });
        i += 1;
      } else {
        text += c;
        i += 1;
      }
    }
    if (text) parts.push(text);
    return parts;
  };

  const parseArgument = (depth: number): Part => {
    const close = message.indexOf('}', i);
    const comma = message.indexOf(',', i);
    if (comma < 0 || comma > close) {
      const arg = message.slice(i, close).trim();
      i = close + 1;
      return { arg };
    }
    const arg = message.slice(i, comma).trim();
    const second = message.indexOf(',', comma + 1);
    const kind = message.slice(comma + 1, second).trim() as 'plural' | 'select';
    i = second + 1;
    const cases: Record<string, Part[]> = {};
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i += 1;
      if (message[i] === '}' || i >= message.length) {
        i += 1;
        break;
      }
      const open = message.indexOf('{', i);
      const key = message.slice(i, open).trim();
      i = open + 1;
      cases[key] = parseParts(kind === 'plural', depth + 1);
      i += 1; // the case's closing brace
    }
    return { arg, kind, cases };
  };

  return parseParts(false, 0);
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The value cached under `key`, made once. */
function once<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function render(parts: Part[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) {
      if (count !== undefined) {
        out += once(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(count);
      }
    } else if (!('kind' in part)) {
      const value = values[part.arg];
      out += value === undefined ? `{${part.arg}}` : String(value);
    } else if (part.kind === 'plural') {
      const n = Number(values[part.arg] ?? 0);
      const rules = once(pluralRules, locale, () => new Intl.PluralRules(locale));
      const chosen = part.cases[`=${n}`] ?? part.cases[rules.select(n)] ?? part.cases.other ?? [];
      out += render(chosen, values, locale, n);
    } else {
      const chosen = part.cases[String(values[part.arg])] ?? part.cases.other ?? [];
      out += render(chosen, values, locale, count);
    }
  }
  return out;
}

/** The message with its arguments filled in, for `locale` (e.g. 'fr'). */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  if (!message.includes('{') && !message.includes("'")) return message;
  let parts = parsed.get(message);
  if (!parts) {
    parts = parse(message);
    parsed.set(message, parts);
  }
  return render(parts, values, locale);
}

/** The argument names a message uses (for the catalogue checks): `{name}`, and plural/select subjects. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || 'pound' in part) continue;
      names.add(part.arg);
      if ('kind' in part) for (const sub of Object.values(part.cases)) walk(sub);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

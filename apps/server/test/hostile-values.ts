import fc from 'fast-check';

/**
 * Values a hostile client sends, derived from a route's JSON schema (the OpenAPI document that the
 * contract's zod schemas produce): each field gets either something close to valid or something
 * wrong on purpose (another type, a huge string, NUL, a lone surrogate, a negative or huge number,
 * an array where a scalar belongs, an object where text belongs), or is left out.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
}

/** Ids of rows that exist, so that a plausible request sometimes names a real book, borrower or loan. */
export interface Context {
  realIds: string[];
}

/** Text no store should take: NUL, unpaired surrogates, injection and wildcard characters. */
export const hostileText = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d\ude00\ud83d',
  "' OR 1=1 --",
  "'; DROP TABLE books; --",
  '%_\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil")',
  '0000-00-00',
  '2030-02-30',
  'NaN',
  '-1',
  '1e999',
  '\u202Eevil',
  'ﷺ'.repeat(50),
] as const;

const hugeText = fc.constantFrom('x'.repeat(200_000), '𝔘'.repeat(60_000), `${'a,'.repeat(40_000)}`);

const wrongNumbers = fc.constantFrom(
  -1,
  0,
  -(2 ** 31),
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  0.5,
  Number.MIN_VALUE,
);

/** Anything at all of a wrong kind: the generic hostile value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileText),
  hugeText,
  wrongNumbers,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom(...hostileText), { maxLength: 3 }),
  fc.constant({}),
  fc.constant({ $gt: '' }),
  fc.constant([[[[[[[[[[[]]]]]]]]]]]),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/**
 * Rules a JSON schema cannot carry (a zod refine: an ISBN's digits, an http(s) cover address), so a
 * plausible request gets past validation often enough to reach the handler.
 */
const goodByName: Record<string, fc.Arbitrary<unknown>> = {
  isbn: fc.constantFrom('', '9780441172719', '0306406152'),
  thumbnail: fc.constantFrom('', 'https://books.example/cover.jpg'),
  phone: fc.constant('+2348030000000'),
  password: fc.constant('Str0ng-Passw0rd!'),
  token: fc.constant('123456'),
};

/** Something a well-meaning client might send for this schema: valid, or nearly. */
function plausible(schema: JsonSchema, context: Context, depth = 0, name = ''): fc.Arbitrary<unknown> {
  const known = goodByName[name];
  if (known && typeOf(schema) === 'string') return known;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, context, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items && depth < 3 ? plausible(schema.items, context, depth + 1) : fc.string(), {
        minLength: 1,
        maxLength: 3,
      });
    case 'object':
      return depth < 3 ? validObjectFor(schema, context, depth + 1) : fc.constant({});
    default: {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...context.realIds), fc.uuid());
      if (schema.pattern?.includes('\\d{4}-')) {
        return fc.constantFrom('2031-01-15', '2030-12-31', '2032-02-29', '2031-06-01T10:00:00Z');
      }
      const min = Math.max(schema.minLength ?? 1, 1);
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 30, 30)) });
    }
  }
}

/** An object with every required property and some optional ones, each plausible. */
function validObjectFor(
  schema: JsonSchema,
  context: Context,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    model[key] = plausible(property, context, depth, key);
  }
  return fc.record(model, { requiredKeys: schema.required?.filter((k) => k in model) ?? [] });
}

/** Replaces (or removes) one value somewhere in a plausible object: the request is wrong in exactly one place. */
function mutateOne(
  value: Record<string, unknown>,
  pick: number,
  replacement: unknown,
): Record<string, unknown> {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (path.length > 0) paths.push(path);
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) walk(child, [...path, i]);
    } else if (node && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) walk(child, [...path, k]);
    }
  };
  walk(value, []);
  const copy = structuredClone(value);
  const path = paths[pick % Math.max(paths.length, 1)];
  if (!path) return { ...copy, extra: replacement };
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/**
 * A body object for the schema: valid, or valid but wrong in one place (the likeliest to get past
 * validation and reach a handler with something it did not expect), or wrong everywhere.
 */
export function objectFor(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const valid = validObjectFor(schema, context);
  // Text that storage cannot hold comes first: it is what gets furthest past a schema that only
  // asks for "a string".
  const replacement = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udfff', 'x'.repeat(200_000)) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const oneWrong = fc
    .tuple(valid, fc.nat(), replacement)
    .map(([base, pick, replacement]) => mutateOne(base, pick, replacement));
  const chaos = fc.record(
    Object.fromEntries(Object.keys(schema.properties ?? {}).map((k) => [k, hostileValue])),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 5, arbitrary: oneWrong },
    { weight: 1, arbitrary: chaos },
  );
}

/**
 * A request body as the raw JSON text a client sends: an object shaped like the schema, or
 * something else entirely, sometimes with prototype-pollution keys spliced in (an object literal
 * cannot carry an own `__proto__` key, so it goes into the text).
 */
export function bodyFor(schema: JsonSchema | undefined, context: Context): fc.Arbitrary<string> {
  const shaped = schema ? objectFor(schema, context) : fc.constant({});
  const value = fc.oneof(
    { weight: 5, arbitrary: shaped as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: hostileValue },
  );
  const pollution = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '"__proto__":{"polluted":"yes","role":"admin"},',
        '"constructor":{"prototype":{"polluted":"yes"}},',
        '"__proto__":[],',
      ),
    },
  );
  return fc.tuple(value, pollution).map(([body, extra]) => {
    const text = JSON.stringify(body) ?? 'null';
    return extra && text.startsWith('{') ? `{${extra}${text.slice(1)}`.replace(/,}$/, '}') : text;
  });
}

/** A query-string or path value: text, including what encodeURIComponent cannot encode. */
export const hostileParameter: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileText),
  fc.constantFrom('0', '1', '1001', '-5', '2.5', '9'.repeat(400), 'true', 'null', '[]', '{}'),
  fc.string({ maxLength: 20 }),
  fc.constant('q'.repeat(5000)),
);

/**
 * Percent-encodes text as UTF-8, writing an unpaired surrogate the way a careless client would
 * (as CESU-8 bytes), which is not UTF-8: encodeURIComponent would throw instead.
 */
export function encodeParameter(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

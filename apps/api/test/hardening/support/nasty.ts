import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: SQL and LIKE metacharacters, markup, control and
 * zero-width characters, numbers at and past every limit, types that are not what a field expects.
 */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%_\\',
  '"',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\u200B',
  '😀'.repeat(60),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-0',
  '0x10',
  ' 12 ',
  '12abc',
  '1.005',
  '9'.repeat(40),
  '-1',
  '0',
  '2147483648',
  '2024-02-30',
  '0000-00-00',
  '99999-12-31',
  'x'.repeat(5000),
  'é'.repeat(101),
  '__proto__',
  'constructor',
];

/** The few that each stand for a family; tried in every field of every form (the fuzzing draws from all). */
export const NASTY_SAMPLES = [
  '',
  "' OR 1=1 --",
  '%_\\',
  'a\u0000b',
  '\u202Eevil',
  '😀'.repeat(60),
  '<img src=x onerror=alert(1)>',
  'x'.repeat(5000),
  '1e400',
  '-1',
  '2147483648',
  'null',
  '__proto__',
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 0.5, 1.005, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 10_000, 10_000.01, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning on the nasty ones. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(nastyString, nastyNumber, fc.jsonValue({ maxDepth: 2 })), { maxLength: 5 }),
  },
);

/** An object shaped like a form of `fields` (any subset, plus strangers), every value suspicious. */
export function nastyObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const key =
    fields.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: nastyString })
      : nastyString;
  return fc.dictionary(key, nastyValue, { maxKeys: fields.length + 2 });
}

/** Order lines that are almost right. */
export const nastyItems = fc.array(
  fc.record(
    {
      target_name: fc.oneof(fc.constantFrom('product', 'pack', 'PRODUCT', 'offer', ''), nastyString),
      target_id: fc.oneof(fc.integer({ min: 1, max: 5 }), nastyNumber, nastyString),
      quantity: fc.oneof(fc.integer({ min: -3, max: 20_000 }), nastyNumber, nastyString),
      price: fc.oneof(nastyNumber, nastyString),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 4 },
);

/** Path ids that name nothing: never a small positive integer (those may exist). */
export const nastyId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    '2000000000',
    'abc',
    '%00',
    ' ',
    "1' OR '1'='1",
    '1;DROP TABLE products',
    '..',
    '0x1F',
    'NaN',
    'Infinity',
    '١٢',
    '<script>',
    '%',
    '_',
    '\\',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !/^\s*\+?\d{1,9}\s*$/.test(text)),
);

/** Printable header text (what can travel in a header at all). */
export const headerText = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((text) => /^[\x20-\x7e]*$/.test(text) && text.length < 300)),
  fc.string({ maxLength: 300 }).map((text) => text.replace(/[^\x20-\x7e]/g, 'x')),
);

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nothing-like-it',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'garbage',
  '',
);

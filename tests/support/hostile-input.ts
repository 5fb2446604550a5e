/** fast-check arbitraries for hostile API input: the strings, ids, bodies and tokens attackers send. */
import fc from "fast-check";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Strings that have broken real systems: injections, markup, control and edge-case unicode. */
const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "\u0000",
  "\uD800",
  "\uFEFF\u200B\u202E",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̔ͮ̇͐̇",
  "🧿🔮✨".repeat(40),
  "ｆｕｌｌｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "a".repeat(256),
  "x".repeat(5000),
  " ",
  "",
  "null",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

/** Path ids: valid and almost-valid UUIDs, slugs, emails and junk (never one that changes the path itself). */
export const hostileId = fc
  .oneof(
    fc.uuid(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.uuid().map((u) => u.slice(0, -1)),
    fc.uuid().map((u) => `${u}0`),
    fc.uuid().map((u) => u.replaceAll("-", "")),
    fc.constantFrom("amara-okafor", "no-such-coach", "admin@example.com", "0", "-1"),
    fc.emailAddress(),
    hostileString,
  )
  .filter((s) => s !== "" && s !== "." && s !== ".." && s.length < 2000);

const anyScalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.bigInt().map((n) => Number(n)),
  fc.boolean(),
  fc.constant(null),
);

export const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting, to find recursion limits.
  fc
    .integer({ min: 1, max: 3000 })
    .map((depth) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`)),
);

const fieldValue = fc.oneof(
  { weight: 4, arbitrary: anyScalar },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 3 }) },
);

/** An object with the field names our payloads use, each holding anything, plus extra fields. */
export const looseRecord = fc
  .record(
    {
      email: fieldValue,
      password: fieldValue,
      username: fieldValue,
      full_name: fieldValue,
      firstname: fieldValue,
      lastname: fieldValue,
      country: fieldValue,
      type: fieldValue,
      title: fieldValue,
      description: fieldValue,
      new_password: fieldValue,
      current_password: fieldValue,
      confirm_password: fieldValue,
      token: fieldValue,
      is_superuser: fieldValue,
      is_active: fieldValue,
      rating: fieldValue,
      body: fieldValue,
    },
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc
      .dictionary(hostileString, anyScalar, { maxKeys: 2 })
      .map((extra) => ({ ...extra, ...record }) as Record<string, unknown>),
  );

export const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "text/plain",
  "application/xml",
  "",
  "*/*",
);

/** Tokens that must never let anyone in: garbage, alg:none, forged claims, expired, oversized. */
export const anyToken = fc.oneof(
  hostileString,
  fc.uuid().map((sub) => `${b64url({ alg: "none", typ: "JWT" })}.${b64url({ sub })}.`),
  fc
    .record({ sub: fc.uuid(), exp: fc.integer({ min: 0, max: 2 ** 31 }) })
    .map((claims) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(claims)}.c2lnbmF0dXJl`),
  fc.constant(`${b64url({ alg: "HS256" })}.${"A".repeat(20_000)}.sig`),
  fc.constant("Bearer Bearer"),
);

/** skip / limit values: negative, huge, fractional, not numbers at all. */
export const queryValue = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000_000 }).map(String),
  fc.constantFrom("1e3", "0x10", "NaN", "Infinity", "1.5", "", " 5", "99999999999999999999"),
  hostileString,
);

/** Raw percent-encodings that do not decode to UTF-8: a lone `%`, bad hex, cut or overlong sequences, surrogates. */
export const BROKEN_ESCAPES = [
  "%",
  "%%",
  "%zz",
  "%2",
  "%u0041",
  "%E0%A4%A",
  "%E0%A4",
  "%ED%A0%80",
  "%C0%AF",
  "%80",
  "%FF%FE",
  "%F4%90%80%80",
];

const hex = (bytes: Uint8Array) =>
  [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");

const decodes = (text: string) => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Text for a path segment or query value, sent as is (never re-encoded), that does not percent-decode. */
export const brokenEscape = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9-]{0,8}$/), fc.constantFrom(...BROKEN_ESCAPES))
      .map(([text, broken]) => `${text}${broken}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .uint8Array({ minLength: 1, maxLength: 12 })
      .map(hex)
      .filter((text) => !decodes(text)),
  },
);

/**
 * The hostile requests of the probe (`probe.ts`) for one route × method: hostile path parameters, query strings
 * (overlong values, wrong types, 10,000 parameters, bytes that are not UTF-8, CR/LF), bodies (broken, wrong-typed,
 * deeply nested and huge JSON, lone surrogates, prototype keys) under good and bad content types, and methods the
 * route does not answer. Every text carries {@link MARKER}, so an answer that reflects it unencoded is seen.
 */
import { samplePath } from "@/tests/support/route_calls.ts";

/** Text in every hostile value: the probe looks for it, unencoded, in answer headers. */
export const MARKER = "PRB<\"'ñ\u202e";
/** {@link MARKER} as far as a header value can carry it (bytes up to 0xff). */
const HEADER_MARKER = "PRB<\"'ñ";

/** One request of the probe (the caller's credentials are added by the probe). */
export interface ProbeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** What was hostile, for the report. */
  label: string;
}

const enc = encodeURIComponent;
const LONG = "a".repeat(5000);

/** Path parameter values, already percent-encoded (some deliberately badly). */
const PARAMS: [string, string][] = [
  ["overlong", LONG],
  ["unicode", enc(`ñandú 🍲 ${MARKER} \u0000\u200b\u0301`)],
  ["traversal", "..%2F..%2F..%2F..%2Fetc%2Fpasswd"],
  ["dot segments", "%2e%2e%2f%2e%2e%2fdata%2fstore.kv"],
  ["backslashes", "..%5C..%5Cwindows%5Cwin.ini"],
  ["markup", enc(`<script>alert(1)</script>${MARKER}`)],
  ["bad escape", "%"],
  ["not UTF-8", "%ff%fe%c0%ae"],
  ["lone surrogate", "%ED%A0%80"],
  ["CR LF", `x%0d%0aSet-Cookie:%20${enc(MARKER)}`],
  ["number", "1e309"],
  ["negative", "-1"],
];

/** Query names the routes read, given hostile values. */
const QUERY_NAMES = [
  "q",
  "page",
  "pagina",
  "limit",
  "per_page",
  "cursor",
  "status",
  "category_id",
  "search",
  "sort",
  "next",
  "v",
  "resenas",
  "resena",
  "post_id",
  "days",
  "type",
  "tag",
];

const QUERIES: [string, string][] = [
  ["10,000 parameters", Array.from({ length: 10_000 }, (_, i) => `p${i}=${i}`).join("&")],
  ["overlong values", QUERY_NAMES.map((name) => `${name}=${LONG}`).join("&")],
  [
    "wrong types",
    QUERY_NAMES.map((name, i) => `${name}=${["-1", "1e309", "NaN", "[]", "{}", "0x10"][i % 6]}`).join("&"),
  ],
  ["repeated names", QUERY_NAMES.map((name) => `${name}=1&${name}=2&${name}[]=3`).join("&")],
  ["unicode and markup", QUERY_NAMES.map((name) => `${name}=${enc(MARKER)}%00%ff`).join("&")],
  ["CR LF and redirects", `next=%0d%0aLocation:%20//evil.example&q=${enc(MARKER)}%0d%0aX-Probe:%201`],
  ["open redirect", "next=//evil.example/%2F..&next=https:evil.example&v=%5C%5Cevil.example"],
];

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** JSON bodies sent as `application/json`. */
const JSON_BODIES: [string, string][] = [
  ["broken JSON", '{"title": '],
  ["array", "[]"],
  ["null", "null"],
  ["string", JSON.stringify(MARKER)],
  ["number", "1e309"],
  [
    "wrong types",
    JSON.stringify({
      title: 123,
      name: [],
      email: {},
      text: true,
      content: [1],
      status: { $ne: 1 },
      slug: null,
      id: -1,
      stars: "5",
      password: 42,
      url: 1,
      ids: "x",
      action: 7,
      stamp: [],
      settings: "x",
    }),
  ],
  [
    "overlong fields",
    JSON.stringify(
      Object.fromEntries(
        ["title", "name", "email", "text", "content", "slug", "password", "url", "stamp", "q", "alt", "reply"].map((
          field,
        ) => [field, `${MARKER}${"x".repeat(200_000)}`]),
      ),
    ),
  ],
  ["deep nesting", deep(200_000)],
  ["prototype keys", '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}'],
  ["lone surrogates", '{"title": "\\ud800", "name": "\\udfff", "text": "\\ud83c", "email": "a@b.c\\u0000"}'],
  ["huge JSON", JSON.stringify({ title: "x".repeat(3 * 1024 * 1024) })],
];

/** Bodies under content types the JSON endpoints do not read, or read broken. */
const TYPED_BODIES: [string, string, string][] = [
  ["text/plain", "text/plain", `hola ${MARKER}`],
  ["JSON as UTF-16", "application/json; charset=utf-16", '{"title":"x"}'],
  ["multipart without boundary", "multipart/form-data", "--x\r\nContent-Disposition: form-data\r\n\r\nx\r\n--x--"],
  [
    "broken multipart",
    "multipart/form-data; boundary=x",
    `--x\r\nContent-Disposition: form-data; name="file"; filename="${MARKER}"\r\n\r\n`,
  ],
  ["broken form", "application/x-www-form-urlencoded", `name=%ff&text=%&stars=abc&stamp=${enc(MARKER)}&email[]=1`],
  ["XML", "application/xml", "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>"],
  ["no content type", "", '{"title":"x"}'],
  ["content type with markup", `application/json; charset="${HEADER_MARKER}"`, "{}"],
];

/** Methods few routes answer (fetch refuses CONNECT, TRACE and TRACK). */
const ODD_METHODS = ["PATCH", "OPTIONS", "PROPFIND", "FOO"];

/** The hostile requests of `pattern` × `method`; `hostileMethods` adds the odd methods (once per pattern). */
export function hostileRequests(
  pattern: string,
  method: string,
  base: string,
  hostileMethods: boolean,
): ProbeRequest[] {
  const out: ProbeRequest[] = [];
  const json = { "Content-Type": "application/json" };
  const withBody = method !== "GET" && method !== "HEAD";
  const body = withBody ? "{}" : undefined;
  const headers = withBody ? json : {};
  if (pattern.includes(":")) {
    for (const [label, value] of PARAMS) {
      out.push({ method, path: samplePath(pattern, value), headers, body, label: `path: ${label}` });
    }
  }
  for (const [label, query] of QUERIES) {
    out.push({ method, path: `${base}?${query}`, headers, body, label: `query: ${label}` });
  }
  if (withBody) {
    for (const [label, text] of JSON_BODIES) {
      out.push({ method, path: base, headers: json, body: text, label: `body: ${label}` });
    }
    for (const [label, type, text] of TYPED_BODIES) {
      out.push({
        method,
        path: base,
        headers: type ? { "Content-Type": type } : {},
        body: text,
        label: `body: ${label}`,
      });
    }
  } else {
    out.push({ method, path: base, headers: json, body: undefined, label: "GET with a JSON content type" });
  }
  out.push({
    method,
    path: base,
    headers: {
      ...headers,
      "X-Forwarded-For": `${HEADER_MARKER}, 999.1.1.1, ::ffff:zz`,
      "Accept-Language": `${LONG}`,
      "If-None-Match": `"${HEADER_MARKER}"`,
      Range: "bytes=99999999999-1,-0,0-",
      Cookie: `session=${enc(MARKER)}; voter=${LONG}; __proto__=x`,
      Referer: `javascript:${enc(MARKER)}`,
      "Accept-Encoding": "br;q=NaN, gzip;q=-1, *;q=2",
    },
    body,
    label: "hostile headers",
  });
  if (hostileMethods) {
    for (const odd of ODD_METHODS) {
      out.push({ method: odd, path: base, headers: json, body: "{}", label: `method ${odd}` });
    }
  }
  return out;
}

/** Headers that break HTTP framing (CR, LF, obs-fold, NUL), sent over raw TCP by the probe: label, name, value. */
export const RAW_HEADERS: [string, string, string][] = [
  ["CR LF in a header value", "X-Probe", `a\r\nSet-Cookie: ${HEADER_MARKER}`],
  ["bare LF in a header value", "X-Forwarded-For", "1.2.3.4\nSet-Cookie: x"],
  ["bare CR in a header value", "Cookie", "session=a\rSet-Cookie: x"],
  ["folded header", "X-Forwarded-For", "1.2.3.4\r\n  evil"],
  ["NUL in a header value", "Cookie", "session=a\u0000b"],
  ["header without a colon", "X-Probe", "a\r\nNoColonHere"],
  ["overlong header", "X-Probe", "a".repeat(100_000)],
  ["two Content-Length", "Content-Length", "1\r\nContent-Length: 2"],
  ["Host with markup", "Host", `evil.example<${HEADER_MARKER}`],
];

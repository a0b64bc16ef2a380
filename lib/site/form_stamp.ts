/**
 * The issue stamp of the public review form: the post it was issued for, the
 * time and the kind of issue, signed with HMAC-SHA256 under a random key kept
 * in the store (`["meta", "form_stamp_key"]`, made on first use), so a client
 * can neither backdate it nor move it to another post. Every stamp expires
 * {@link STAMP_LIFETIME_MS} after its issue.
 *
 * A "fresh" stamp is fetched by the form when it is shown
 * (`GET /api/posts/{id}/reviews/stamp`): a form sent less than
 * {@link MIN_FILL_MS} after it is refused as too fast (people read and type;
 * bots post at once). A "page" stamp is rendered into the post page for the
 * form without script; that page may have waited in the page cache for hours,
 * so its issue time says nothing about the reader and the 3-second check does
 * not apply to it — it still belongs to its post and expires.
 */
import { retryLocked } from "../db/kv.ts";
import { commitOnce } from "../db/write.ts";
import { toHex } from "../text/hex.ts";

/** Shortest time between issuing a fresh stamp and sending its form. */
export const MIN_FILL_MS = 3000;
/** How long a stamp is accepted after its issue. */
export const STAMP_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where a stamp was issued: fetched by the form as it is shown, or rendered into the (cacheable) page. */
export type StampKind = "fresh" | "page";

/** What a stamp says about the form sent at `now` for a post. */
export type StampCheck = "ok" | "invalid" | "too-fast" | "expired" | "other-post";

const KEY: Deno.KvKey = ["meta", "form_stamp_key"];
const keys = new WeakMap<Deno.Kv, CryptoKey>();
const KIND_LETTER: Record<StampKind, string> = { fresh: "f", page: "p" };
const STAMP_FORMAT = /^([0-9A-Za-z_-]{1,64})\.(\d{1,15})\.([fp])\.([0-9a-f]{64})$/;

async function signingKey(kv: Deno.Kv): Promise<CryptoKey> {
  const known = keys.get(kv);
  if (known) return known;
  let entry = await retryLocked(() => kv.get<string>(KEY));
  if (!entry.value) {
    const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)).buffer);
    await commitOnce(kv.atomic().check(entry).set(KEY, fresh));
    entry = await retryLocked(() => kv.get<string>(KEY));
  }
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(entry.value!),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  keys.set(kv, key);
  return key;
}

/** A stamp for the form of post `postId` issued at `now`: `<post id>.<ms>.<f|p>.<hex signature>`. */
export async function issueFormStamp(
  kv: Deno.Kv,
  postId: string,
  now = Date.now(),
  kind: StampKind = "fresh",
): Promise<string> {
  const signed = `${postId}.${now}.${KIND_LETTER[kind]}`;
  const signature = await crypto.subtle.sign("HMAC", await signingKey(kv), new TextEncoder().encode(signed));
  return `${signed}.${toHex(signature)}`;
}

/**
 * Checks a stamp sent with a form for `postId` at `now`: "invalid" when it is not one this store signed,
 * "other-post" when it was issued for another post, "expired" past {@link STAMP_LIFETIME_MS}, "too-fast" when a
 * fresh one was issued under {@link MIN_FILL_MS} before `now`.
 */
export async function checkFormStamp(
  kv: Deno.Kv,
  stamp: string,
  postId: string,
  now = Date.now(),
): Promise<StampCheck> {
  const match = STAMP_FORMAT.exec(stamp);
  if (!match) return "invalid";
  const [, stampPost, issued, kind, hex] = match;
  const signature = new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
  const signed = new TextEncoder().encode(`${stampPost}.${issued}.${kind}`);
  if (!await crypto.subtle.verify("HMAC", await signingKey(kv), signature, signed)) return "invalid";
  if (stampPost !== postId) return "other-post";
  const age = now - Number(issued);
  if (age > STAMP_LIFETIME_MS) return "expired";
  return kind === KIND_LETTER.fresh && age < MIN_FILL_MS ? "too-fast" : "ok";
}

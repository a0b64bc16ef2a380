/**
 * The issue stamp of the public review form: the time the form was issued,
 * signed with HMAC-SHA256 under a random key kept in the store
 * (`["meta", "form_stamp_key"]`, made on first use), so a client cannot
 * backdate it. A form sent less than {@link MIN_FILL_MS} after its stamp was
 * issued is refused as too fast (people read and type; bots post at once).
 * Stamps have no end of life: post pages with the form are cached for as
 * long as their content stays the same.
 */
import { retryLocked } from "../db/kv.ts";
import { commitOnce } from "../db/write.ts";

/** Shortest time between issuing a form and sending it. */
export const MIN_FILL_MS = 3000;

const KEY: Deno.KvKey = ["meta", "form_stamp_key"];
const keys = new WeakMap<Deno.Kv, CryptoKey>();

async function signingKey(kv: Deno.Kv): Promise<CryptoKey> {
  const known = keys.get(kv);
  if (known) return known;
  let entry = await retryLocked(() => kv.get<string>(KEY));
  if (!entry.value) {
    const fresh = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0"))
      .join("");
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

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A stamp for a form issued at `now`: `<ms>.<hex signature>`. */
export async function issueFormStamp(kv: Deno.Kv, now = Date.now()): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(kv), new TextEncoder().encode(String(now)));
  return `${now}.${toHex(signature)}`;
}

/** What a stamp says about the form sent at `now`. */
export type StampCheck = "ok" | "invalid" | "too-fast";

/** Checks a stamp: "invalid" when it is not one this store signed, "too-fast" when it was issued under {@link MIN_FILL_MS} before `now`. */
export async function checkFormStamp(kv: Deno.Kv, stamp: string, now = Date.now()): Promise<StampCheck> {
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(stamp);
  if (!match) return "invalid";
  const signature = new Uint8Array(match[2].match(/../g)!.map((h) => parseInt(h, 16)));
  const valid = await crypto.subtle.verify("HMAC", await signingKey(kv), signature, new TextEncoder().encode(match[1]));
  if (!valid) return "invalid";
  return now - Number(match[1]) < MIN_FILL_MS ? "too-fast" : "ok";
}

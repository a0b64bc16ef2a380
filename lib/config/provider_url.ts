/** Addresses of sign-in providers: https, or plain http on a loopback address (development and tests only). */

/** Why an address is refused, for start-up errors (after the variable's name). */
export const REFUSED = "must be an https URL (plain http only on a loopback address)";

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** `text` as a provider address, `insecure` when it is plain http on loopback; null when missing or refused. */
export function providerUrl(text: string | undefined): { url: URL; insecure: boolean } | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const insecure = url.protocol === "http:" && LOOPBACK.has(url.hostname);
  if (url.protocol !== "https:" && !insecure) return null;
  return { url, insecure };
}

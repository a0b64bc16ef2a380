/**
 * A browser's part in redirect flows, for tests at the HTTP level: a cookie jar for one origin (names, paths,
 * `Max-Age`/`Expires` removal; other origins get no cookies, like a separate site) and `browse`, which follows
 * redirects by hand across origins, sending and storing the jar's cookies.
 */

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Cookies of one origin. */
export class CookieJar {
  #cookies: StoredCookie[] = [];

  constructor(readonly origin: string) {}

  /** The `Cookie` header for a request to `url`, or null. */
  header(url: URL): string | null {
    if (url.origin !== this.origin) return null;
    const sent = this.#cookies.filter((cookie) =>
      url.pathname === cookie.path ||
      url.pathname.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`)
    );
    return sent.length ? sent.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") : null;
  }

  /** The value of cookie `name` (any path), or undefined. */
  get(name: string): string | undefined {
    return this.#cookies.find((cookie) => cookie.name === name)?.value;
  }

  /** Stores the `Set-Cookie` headers `response` to a request for `url` carries. */
  store(url: URL, response: Response): void {
    if (url.origin !== this.origin) return;
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      let path = "/";
      let expired = false;
      for (const attribute of attributes) {
        const [key, text = ""] = attribute.split("=");
        if (key.toLowerCase() === "path") path = text;
        if (key.toLowerCase() === "max-age" && Number(text) <= 0) expired = true;
        if (key.toLowerCase() === "expires" && Date.parse(text) <= Date.now()) expired = true;
      }
      this.#cookies = this.#cookies.filter((cookie) => cookie.name !== name || cookie.path !== path);
      if (!expired) this.#cookies.push({ name, value, path });
    }
  }
}

/** One response on the way. */
export interface Hop {
  url: URL;
  status: number;
  location: string | null;
  setCookie: string[];
}

/** Where `browse` ended: the last response (body unread) and every hop before it, the last included. */
export interface Browsed {
  url: URL;
  response: Response;
  hops: Hop[];
}

/** GETs `start` and follows up to `maxRedirects` redirects, with the jar's cookies. */
export async function browse(jar: CookieJar, start: string | URL, maxRedirects = 10): Promise<Browsed> {
  let url = new URL(start);
  const hops: Hop[] = [];
  for (let redirects = 0;; redirects++) {
    const cookie = jar.header(url);
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    jar.store(url, response);
    const location = response.headers.get("location");
    hops.push({ url, status: response.status, location, setCookie: response.headers.getSetCookie() });
    if (!location || response.status < 300 || response.status >= 400 || redirects === maxRedirects) {
      return { url, response, hops };
    }
    await response.body?.cancel();
    url = new URL(location, url);
  }
}

/**
 * The images an import already put on a site, by the SHA-256 of the original's bytes, so a re-run (`--update`)
 * uses the file the site holds instead of uploading the same image again (which left orphans on every run). Kept
 * per site in `$XDG_CONFIG_HOME/recipes/imported-images.json`; a file the site no longer serves is uploaded again.
 */
import type { Api } from "../lib/api.ts";
import { credentialsPath, normalizeSiteUrl } from "../lib/credentials.ts";
import { sha256Hex } from "../../lib/text/hex.ts";

/** Site URLs of uploaded images by the hash of their original, per site. */
type HeldFile = Record<string, Record<string, string>>;

function heldPath(): string {
  return credentialsPath().replace(/credentials\.json$/, "imported-images.json");
}

/** The images one site holds from earlier imports. */
export class HeldImages {
  #added = 0;

  private constructor(readonly api: Api, readonly site: string, readonly byHash: Record<string, string>) {}

  /** The record of `api`'s site (empty when there is none or it cannot be read). */
  static async open(api: Api): Promise<HeldImages> {
    const site = normalizeSiteUrl(api.url);
    let file: HeldFile = {};
    try {
      file = JSON.parse(await Deno.readTextFile(heldPath()));
    } catch {
      // no record yet, or an unreadable one: every image is new
    }
    return new HeldImages(api, site, { ...file[site] });
  }

  /** The site URL of an image with these bytes uploaded earlier and still served, or null. */
  async find(bytes: Uint8Array): Promise<string | null> {
    const url = this.byHash[await sha256Hex(bytes)];
    if (!url) return null;
    const response = await fetch(new URL(url, this.api.url), { method: "HEAD", signal: this.api.signal })
      .catch(() => null);
    return response?.ok ? url : null;
  }

  /** Notes that the image with these bytes is on the site at `url`. */
  async add(bytes: Uint8Array, url: string): Promise<void> {
    this.byHash[await sha256Hex(bytes)] = url;
    this.#added++;
  }

  /** Writes the record back when images were added (merged with what other runs wrote meanwhile). */
  async save(): Promise<void> {
    if (!this.#added) return;
    const path = heldPath();
    let file: HeldFile = {};
    try {
      file = JSON.parse(await Deno.readTextFile(path));
    } catch {
      // start a new record
    }
    file[this.site] = { ...file[this.site], ...this.byHash };
    await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true, mode: 0o700 });
    const temp = `${path}.${crypto.randomUUID()}.tmp`;
    await Deno.writeTextFile(temp, JSON.stringify(file) + "\n", { mode: 0o600 });
    await Deno.rename(temp, path);
  }
}

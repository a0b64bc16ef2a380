/**
 * Images in the content of imported posts move with them: each http(s) image not already on the site (and each link
 * to an image file) is downloaded (one over 4 MB scaled down, a few at a time, retried on network errors and 5xx
 * answers) and uploaded into the media library through POST /api/upload, and the content is rewritten to the new URL
 * (the old `srcset` goes with it). An image used by several posts is uploaded once, and one the site holds from an
 * earlier run is not uploaded again. One that cannot be fetched stays pointing at its old URL and is reported as a
 * note of its post. A dry run downloads without uploading, so it reports the same problems.
 */
import type { Api } from "../lib/api.ts";
import { describeError } from "../lib/errors.ts";
import { readImportImage } from "./featured_image.ts";
import { decodeEntities } from "../../lib/text/html_text.ts";
import type { HeldImages } from "./held_images.ts";

/** Limits of the image mover. */
export interface ContentImageOptions {
  /** Downloads and uploads at the same time (default 4). */
  concurrency?: number;
  /** Attempts per image (default 3). */
  attempts?: number;
  /** Wait before the second attempt, doubled each time (default 250 ms). */
  retryDelayMs?: number;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const LINK_START = /<a\b[^>]*>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
/** The address of an image file: a link to one ("link to media file" around an image) moves like the image. */
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;
const SRCSET = /\s(?:srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*')/gi;

/** True for errors worth another attempt: no answer at all, or a server error. */
function retryable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /HTTP 5\d\d/.test(message) || !/HTTP \d{3}|too large/i.test(message);
}

/** Moves content images into the site's media library for one import run. */
export class ContentImages {
  #moved = new Map<string, Promise<string>>();
  #active = 0;
  #waiting: (() => void)[] = [];
  readonly #concurrency: number;
  readonly #attempts: number;
  readonly #retryDelayMs: number;

  constructor(
    readonly api: Api,
    readonly dryRun: boolean,
    options: ContentImageOptions = {},
    readonly held?: HeldImages,
  ) {
    this.#concurrency = options.concurrency ?? 4;
    this.#attempts = options.attempts ?? 3;
    this.#retryDelayMs = options.retryDelayMs ?? 250;
  }

  async #slot<T>(work: () => Promise<T>): Promise<T> {
    while (this.#active >= this.#concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    try {
      return await work();
    } finally {
      this.#active--;
      this.#waiting.shift()?.();
    }
  }

  async #download(url: string): Promise<Uint8Array> {
    for (let attempt = 1;; attempt++) {
      try {
        return await readImportImage(url, this.api.signal);
      } catch (error) {
        if (this.api.signal?.aborted || attempt >= this.#attempts || !retryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, this.#retryDelayMs * 2 ** (attempt - 1)));
      }
    }
  }

  async #upload(url: string, title: string): Promise<string> {
    const bytes = await this.#download(url);
    if (this.dryRun) return url;
    const held = await this.held?.find(bytes);
    if (held) return held;
    const form = new FormData();
    form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), new URL(url).pathname.split("/").pop() || "image");
    form.set("type", "content");
    form.set("title", title);
    form.set("imported", "1");
    const uploaded = (await this.api.request<{ url: string }>("POST", "/api/upload", { body: form })).url;
    await this.held?.add(bytes, uploaded);
    return uploaded;
  }

  /** The site URL of the image at `url` (uploaded once per run). */
  #move(url: string, title: string): Promise<string> {
    let moved = this.#moved.get(url);
    if (!moved) {
      moved = this.#slot(() => this.#upload(url, title));
      this.#moved.set(url, moved);
    }
    return moved;
  }

  /** Notes that the image at `url` is on the site at `siteUrl` (a featured image uploaded apart). */
  remember(url: string, siteUrl: string): void {
    if (!this.#moved.has(url)) this.#moved.set(url, Promise.resolve(siteUrl));
  }

  /** The site URL the image at `url` was moved to in this run, or null when it was not (or could not be). */
  async movedTo(url: string): Promise<string | null> {
    return await this.#moved.get(url)?.catch(() => null) ?? null;
  }

  /** True for images to move: absolute http(s) URLs not on the site. */
  #isForeign(src: string): boolean {
    return /^https?:\/\//i.test(src) && !src.startsWith(`${this.api.url}/`);
  }

  /**
   * `html` with its foreign images (and links to image files) moved to the site, and a note per image that could
   * not be.
   */
  async move(html: string, title: string): Promise<{ html: string; notes: string[] }> {
    const notes = new Set<string>();
    const replacements = new Map<string, string>();
    const moveAttribute = (tag: string, pattern: RegExp, name: string) => async () => {
      const match = tag.match(pattern);
      const old = match ? decodeEntities(match[1] ?? match[2] ?? "") : "";
      if (!this.#isForeign(old) || (name === "href" && !IMAGE_FILE.test(old))) return;
      try {
        const url = await this.#move(old, title);
        if (!this.dryRun) replacements.set(tag, tag.replace(pattern, `${name}="${url}"`).replace(SRCSET, ""));
      } catch (error) {
        if (this.api.signal?.aborted) throw error;
        notes.add(`image ${old} not imported (left at its old address): ${describeError(error)}`);
      }
    };
    const moves = [
      ...[...new Set(html.match(IMG_TAG) ?? [])].map((tag) => moveAttribute(tag, SRC, "src")),
      ...[...new Set(html.match(LINK_START) ?? [])].map((tag) => moveAttribute(tag, HREF, "href")),
    ];
    await Promise.all(moves.map((move) => move()));
    const out = html.replace(IMG_TAG, (tag) => replacements.get(tag) ?? tag)
      .replace(LINK_START, (tag) => replacements.get(tag) ?? tag);
    return { html: out, notes: [...notes].sort() };
  }
}

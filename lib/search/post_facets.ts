/**
 * What the search filters read of each indexed post, by MiniSearch's internal post number, in typed arrays: status,
 * type, total minutes and categories as small numbers. Filtering and counting tens of thousands of matches then reads
 * arrays of numbers instead of documents, sets and maps.
 */
import type { PostDocument } from "./post_documents.ts";

/** Total minutes of a post without a total time. */
export const NO_MINUTES = -1;

/** Small numbers for the strings of one kind (statuses, types, category ids), given in order of first sight. */
export class Codes {
  private readonly byName = new Map<string, number>();
  /** The names, by number. */
  readonly names: string[] = [];

  /** The number of `name`, given now if it has none. */
  codeOf(name: string): number {
    let code = this.byName.get(name);
    if (code === undefined) {
      code = this.names.length;
      this.byName.set(name, code);
      this.names.push(name);
    }
    return code;
  }

  /** The number of `name`, or undefined when no post has had it. */
  find(name: string): number | undefined {
    return this.byName.get(name);
  }
}

const NO_CATEGORIES = new Uint16Array(0);

/** The filter facts of every post number given so far. */
export class PostFacets {
  readonly statuses = new Codes();
  readonly types = new Codes();
  readonly categoryCodes = new Codes();
  status = new Uint8Array(64);
  type = new Uint8Array(64);
  minutes = new Int32Array(64).fill(NO_MINUTES);
  /** Category numbers of each post (ancestors included). */
  categories: Uint16Array[] = [];

  /** Records the facts of `doc` under post number `n`. */
  set(n: number, doc: PostDocument): void {
    this.grow(n + 1);
    this.status[n] = this.statuses.codeOf(doc.summary.status);
    this.type[n] = this.types.codeOf(doc.summary.content_type);
    this.minutes[n] = doc.totalMinutes ?? NO_MINUTES;
    this.categories[n] = doc.categoryIds.size
      ? Uint16Array.from(doc.categoryIds, (id) => this.categoryCodes.codeOf(id))
      : NO_CATEGORIES;
  }

  /** The codes of `names` that posts have, as a bit set by code (codes under 32; more statuses never exist). */
  mask(codes: Codes, names: Iterable<string>): number {
    let mask = 0;
    for (const name of names) {
      const code = codes.find(name);
      if (code !== undefined && code < 32) mask |= 1 << code;
    }
    return mask;
  }

  private grow(size: number): void {
    if (size <= this.status.length) return;
    const capacity = Math.max(size, this.status.length * 2);
    const status = new Uint8Array(capacity), type = new Uint8Array(capacity);
    const minutes = new Int32Array(capacity).fill(NO_MINUTES);
    status.set(this.status);
    type.set(this.type);
    minutes.set(this.minutes);
    [this.status, this.type, this.minutes] = [status, type, minutes];
  }
}

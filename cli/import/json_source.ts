/**
 * The JSON format: a post in the API's shape (`{ post }` as GET /api/posts/{id} answers, or the bare post), an array
 * of them, `{ posts: [...] }`, a post file of `recipes export` (with `categories` by slug), or a whole export folder
 * (its `authors.json`, then its `posts/*.json`). Ids and server-kept fields (`id`, `created_at`, `category_ids`, …) are dropped.
 */
import { MANIFEST_FILE, POST_FIELDS } from "../export/format.ts";
import type { ImportCategory, ImportEntry, ImportInput, ImportItem, ImportSource, PostPayload } from "./types.ts";

/** The JSON source. */
export const jsonSource: ImportSource = {
  name: "json",
  async detect(input) {
    if (input.kind === "folder") return await exists(`${input.location}/${MANIFEST_FILE}`);
    return /\.json$/i.test(input.kind === "url" ? new URL(input.location).pathname : input.location);
  },
  async *read(input) {
    if (input.kind === "folder") {
      yield* readAuthors(`${input.location}/authors.json`);
      const dir = `${input.location}/posts`;
      const names: string[] = [];
      for await (const entry of Deno.readDir(dir)) {
        if (entry.isFile && entry.name.endsWith(".json")) names.push(entry.name);
      }
      for (const name of names.sort()) yield* readFile({ location: `${dir}/${name}`, kind: "file" });
      return;
    }
    yield* readFile(input);
  },
};

/** The users of an export's authors.json, found by e-mail or added deactivated (a missing file: none). */
async function* readAuthors(path: string): AsyncGenerator<ImportEntry> {
  let authors: unknown;
  try {
    authors = JSON.parse(await Deno.readTextFile(path));
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) yield { kind: "failure", label: path, reason: String(error) };
    return;
  }
  for (const author of Array.isArray(authors) ? authors : []) {
    if (!isRecord(author) || typeof author.email !== "string") continue;
    const name = typeof author.name === "string" ? author.name : author.email;
    yield { kind: "author", label: author.email, login: author.email, email: author.email, name };
  }
}

async function* readFile(input: ImportInput): AsyncGenerator<ImportEntry> {
  let data: unknown;
  try {
    const text = input.kind === "url" ? await fetchText(input.location) : await Deno.readTextFile(input.location);
    data = JSON.parse(text);
  } catch (error) {
    yield { kind: "failure", label: input.location, reason: error instanceof Error ? error.message : String(error) };
    return;
  }
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.posts) ? data.posts : [data];
  for (const [index, value] of list.entries()) {
    const label = list.length > 1 ? `${input.location}[${index}]` : input.location;
    yield toItem(value, label);
  }
}

/**
 * A draft scheduled for a time already past at `now` cannot be scheduled again: it becomes published on that date
 * (the line for the summary is returned). A schedule still ahead is kept; an empty one is dropped.
 */
function settleSchedule(post: Record<string, unknown>, now: number): string | null {
  const at = post.scheduled_at;
  if (at === null || at === "") delete post.scheduled_at;
  if (typeof at !== "string" || !at || post.status === "published") return null;
  const time = Date.parse(at);
  if (Number.isNaN(time) || time > now) return null;
  delete post.scheduled_at;
  post.status = "published";
  post.published_at = new Date(time).toISOString();
  return `scheduled for ${post.published_at}, a time already past: imported as published on that date`;
}

/** Turns one JSON value into an import item (`now`: the clock schedules are compared with), or a failure. */
export function toItem(value: unknown, label: string, now = Date.now()): ImportEntry {
  const record = isRecord(value) && isRecord(value.post) ? value.post : value;
  if (!isRecord(record)) return { kind: "failure", label, reason: "Not a JSON object" };
  if (typeof record.title !== "string" || !record.title.trim()) {
    return { kind: "failure", label, reason: "A post needs a title" };
  }
  const post: Record<string, unknown> = {};
  for (const field of POST_FIELDS) if (record[field] !== undefined) post[field] = record[field];
  const item: ImportItem = {
    kind: "post",
    label,
    post: post as unknown as PostPayload,
    categories: categoriesOf(record.categories),
  };
  if (Array.isArray(record.redirects_from)) item.redirectsFrom = record.redirects_from.map(String);
  // An export's post file: the author's name as shown, and the author's user by e-mail (authors.json).
  if (typeof record.author_name === "string" && record.author_name) post.author_name = record.author_name;
  if (typeof record.author === "string" && record.author) item.authorLogin = record.author;
  const note = settleSchedule(post, now);
  if (note) item.notes = [note];
  return item;
}

function categoriesOf(value: unknown): ImportCategory[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): ImportCategory[] => {
    if (typeof entry === "string") return [{ name: entry, slug: entry }];
    if (isRecord(entry) && typeof entry.slug === "string") {
      const name = typeof entry.name === "string" ? entry.name : entry.slug;
      return [
        typeof entry.parent === "string"
          ? { name, slug: entry.slug, parent: entry.parent }
          : { name, slug: entry.slug },
      ];
    }
    return [];
  });
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return await response.text();
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

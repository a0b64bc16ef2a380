/** `recipes export`: writes the site to a folder in the format of `format.ts`. */
import type { Api } from "../lib/api.ts";
import type { SitePost } from "../lib/posts_api.ts";
import type { Category } from "../../lib/schemas/category.ts";
import {
  CATEGORY_FIELDS,
  type ExportMedia,
  type ExportMenuItem,
  type ExportMessage,
  type ExportRedirect,
  jsonText,
  MANIFEST,
  MANIFEST_FILE,
  POST_FIELDS,
} from "./format.ts";
import { readCategoryRedirects } from "./category_redirects.ts";
import {
  listMedia,
  listMessages,
  listPostIds,
  readPost,
  readSettings,
  readStructure,
  readUsers,
  type SiteMessage,
} from "./read_site.ts";
import { exportReviews } from "./reviews.ts";
import type { MenuItem } from "../../lib/schemas/menu.ts";

/** Counts of what was written. */
export interface ExportSummary {
  posts: number;
  categories: number;
  menu_items: number;
  redirects: number;
  media: number;
  messages: number;
  reviews: number;
  /** Users written to authors.json (null: left out, admins only). */
  authors: number | null;
  settings: boolean;
}

/** Reports progress while exporting. */
export interface ExportProgress {
  (done: number, total: number, current: string): void;
}

/** Writes the whole site into `folder` (created when missing; files of an earlier export are replaced). */
export async function exportSite(
  api: Api,
  folder: string,
  onProgress: ExportProgress,
  signal?: AbortSignal,
): Promise<ExportSummary> {
  await Deno.mkdir(`${folder}/posts`, { recursive: true });
  await Deno.mkdir(`${folder}/media`, { recursive: true });
  const write = (name: string, value: unknown) => Deno.writeTextFile(`${folder}/${name}`, jsonText(value));
  await write(MANIFEST_FILE, MANIFEST);

  const settings = await readSettings(api);
  if (settings) await write("settings.json", settings);
  const { categories, menu, redirects } = await readStructure(api);
  const slugOfCategory = new Map(categories.map((c) => [c.id, c.slug]));
  const formerSlugs = await readCategoryRedirects(api, categories.map((c) => c.id));
  await write("categories.json", exportCategories(categories, slugOfCategory, formerSlugs));
  await write("menu.json", menuTree(menu, null));

  const users = await readUsers(api);
  if (users) await write("authors.json", users.map(({ name, email, role }) => ({ name, email, role })));
  const emailOf = new Map((users ?? []).map((user) => [user.id, user.email]));

  const ids = await listPostIds(api);
  const media = await listMedia(api);
  const total = ids.length + media.length;
  const slugOfPost = new Map<string, string>();
  let done = 0;
  for (const id of ids) {
    signal?.throwIfAborted();
    const post = await readPost(api, id);
    slugOfPost.set(post.id, post.slug);
    onProgress(done++, total, post.slug);
    await write(`posts/${post.slug}.json`, exportPost(post, categories, emailOf.get(post.author_id)));
  }
  await write("redirects.json", exportRedirects(redirects, slugOfPost));
  const reviews = await exportReviews(api, slugOfPost);
  await write("reviews.json", reviews);

  const mediaIndex: ExportMedia[] = [];
  for (const item of [...media].sort((a, b) => a.key.localeCompare(b.key))) {
    signal?.throwIfAborted();
    onProgress(done++, total, item.key);
    const derived = [...item.original ? [item.original.key] : [], ...(item.variants ?? []).map((v) => v.key)];
    for (const key of [item.key, ...derived]) await download(api, key, `${folder}/media/${key}`);
    mediaIndex.push({ key: item.key, kind: item.kind, alt: item.alt ?? null, ...derived.length ? { derived } : {} });
  }
  await write("media.json", mediaIndex);
  const messages = await listMessages(api);
  await write("messages.json", exportMessages(messages));
  onProgress(total, total, "");
  return {
    posts: ids.length,
    categories: categories.length,
    menu_items: menu.length,
    redirects: redirects.length,
    media: media.length,
    messages: messages.length,
    reviews: reviews.length,
    authors: users?.length ?? null,
    settings: !!settings,
  };
}

/** Writes the media file under `key` to `path`. */
async function download(api: Api, key: string, path: string): Promise<void> {
  const response = await api.raw("GET", `/media/${key.split("/").map(encodeURIComponent).join("/")}`);
  if (!response.ok) throw new Error(`Cannot download /media/${key}: HTTP ${response.status}`);
  await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
  await Deno.writeFile(path, new Uint8Array(await response.arrayBuffer()));
}

/** A post file: the editable fields in a fixed order, its author (name shown, and user by e-mail) and categories by slug. */
export function exportPost(post: SitePost, categories: Category[], authorEmail?: string): Record<string, unknown> {
  const file: Record<string, unknown> = {};
  for (const field of POST_FIELDS) file[field] = post[field];
  file.author_name = post.author_name;
  if (authorEmail) file.author = authorEmail;
  const byId = new Map(categories.map((c) => [c.id, c]));
  file.categories = post.category_ids.map((id) => byId.get(id)).filter((c) => !!c).map((c) => {
    const parent = c!.parent_id ? byId.get(c!.parent_id)?.slug : undefined;
    return parent ? { name: c!.name, slug: c!.slug, parent } : { name: c!.name, slug: c!.slug };
  });
  return file;
}

function exportCategories(
  categories: Category[],
  slugOf: Map<string, string>,
  formerSlugs: Map<string, string[]>,
): Record<string, unknown>[] {
  const sorted = [...categories].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
  return sorted.map((category) => {
    const entry: Record<string, unknown> = {};
    for (const field of CATEGORY_FIELDS) entry[field] = category[field];
    entry.parent = category.parent_id ? slugOf.get(category.parent_id) ?? null : null;
    const former = formerSlugs.get(category.id);
    if (former?.length) entry.redirects_from = former;
    return entry;
  });
}

function menuTree(items: MenuItem[], parent: string | null): ExportMenuItem[] {
  return items.filter((item) => item.parent_id === parent)
    .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label))
    .map((item) => ({
      label: item.label,
      url: item.url,
      position: item.position,
      is_active: item.is_active,
      has_dropdown: item.has_dropdown,
      dropdown_position: item.dropdown_position,
      children: menuTree(items, item.id),
    }));
}

function exportRedirects(
  redirects: Awaited<ReturnType<typeof readStructure>>["redirects"],
  slugOfPost: Map<string, string>,
): ExportRedirect[] {
  return redirects.map((r) => ({
    from_path: r.from_path,
    to_path: r.to_path,
    redirect_type: r.redirect_type,
    notes: r.notes,
    is_active: r.is_active,
    post: r.post_id ? slugOfPost.get(r.post_id) ?? null : null,
  })).sort((a, b) => a.from_path.localeCompare(b.from_path));
}

/** Contact messages oldest first (ties in a fixed order), without ids or address hashes. */
function exportMessages(messages: SiteMessage[]): ExportMessage[] {
  const key = (m: ExportMessage) => [m.created_at, m.email, m.name, m.subject, m.message];
  return messages.map((m) => ({
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    created_at: m.created_at,
    read: m.read,
    handled: m.handled,
  })).sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const i = x.findIndex((v, n) => v !== y[n]);
    return i === -1 ? 0 : x[i] < y[i] ? -1 : 1;
  });
}

/** Reads everything an export holds from the site's API, page by page. */
import type { Api } from "../lib/api.ts";
import type { ExportMessage } from "./format.ts";
import { unlessStatus } from "../lib/errors.ts";
import { listCategories, type SitePost } from "../lib/posts_api.ts";
import type { Category } from "../../lib/schemas/category.ts";
import type { SiteUser } from "../lib/site.ts";
import type { MenuItem } from "../../lib/schemas/menu.ts";
import type { Redirect } from "../../lib/schemas/redirect.ts";

/** A media library item. */
export interface SiteMedia {
  key: string;
  url: string;
  kind: string;
  alt: string | null;
  /** A featured image's kept upload and search-engine versions. */
  original?: { key: string };
  variants?: { key: string }[];
}

/** Every user of the site, or null when the signed-in user may not list them (site managers only). */
export async function readUsers(api: Api): Promise<SiteUser[] | null> {
  return (await unlessStatus(api.get<{ users: SiteUser[] }>("/api/users"), 403))?.users ?? null;
}

/** Ids of every post (drafts included), via the admin posts list. */
export async function listPostIds(api: Api): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1;; page++) {
    const list = await api.get<{ posts: { id: string }[]; total: number }>("/api/admin/posts", { limit: 100, page });
    ids.push(...list.posts.map((post) => post.id));
    if (list.posts.length === 0 || ids.length >= list.total) return ids;
  }
}

/** One post with its content. */
export async function readPost(api: Api, id: string): Promise<SitePost> {
  return (await api.get<{ post: SitePost }>(`/api/posts/${encodeURIComponent(id)}`)).post;
}

/** Every media item. */
export async function listMedia(api: Api): Promise<SiteMedia[]> {
  const items: SiteMedia[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get<{ items: SiteMedia[]; cursor: string | null }>("/api/media", { limit: 100, cursor });
    items.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return items;
}

/** The whole settings record, or null when the account may not read it (editors). */
export async function readSettings(api: Api): Promise<Record<string, unknown> | null> {
  const answer = await unlessStatus(api.get<{ settings: Record<string, unknown> }>("/api/admin/settings"), 403);
  return answer?.settings ?? null;
}

/** Categories, menu items and redirects. */
export async function readStructure(api: Api): Promise<{
  categories: Category[];
  menu: MenuItem[];
  redirects: Redirect[];
}> {
  const [categories, menu, redirects] = await Promise.all([
    listCategories(api),
    api.get<{ items: MenuItem[] }>("/api/admin/menu").then((r) => r.items),
    api.get<{ redirects: Redirect[] }>("/api/admin/redirects").then((r) => r.redirects),
  ]);
  return { categories, menu, redirects };
}

/** A contact message as the admin messages API lists it: an export's message with its id. */
export type SiteMessage = ExportMessage & { id: string };

/** Every contact message, page by page (listing marks nothing read). */
export async function listMessages(api: Api): Promise<SiteMessage[]> {
  const messages: SiteMessage[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get<{ messages: SiteMessage[]; cursor: string | null }>("/api/admin/messages", {
      limit: 50,
      cursor,
    });
    messages.push(...page.messages);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return messages;
}

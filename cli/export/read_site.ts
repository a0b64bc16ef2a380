/** Reads everything an export holds from the site's API, page by page. */
import type { Api } from "../lib/api.ts";
import type { ExportMessage } from "./format.ts";
import { ApiError } from "../lib/errors.ts";
import { listCategories, type SiteCategory, type SitePost } from "../lib/posts_api.ts";

/** A menu item as the admin menu API answers it. */
export interface SiteMenuItem {
  id: string;
  label: string;
  url: string;
  position: number;
  is_active: boolean;
  parent_id: string | null;
  has_dropdown: 0 | 1;
  dropdown_position: string;
}

/** A redirect as the admin redirects API answers it. */
export interface SiteRedirect {
  from_path: string;
  to_path: string;
  redirect_type: number;
  notes: string | null;
  is_active: 0 | 1;
  post_id: string | null;
}

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

/** A user of the site as `GET /api/users` lists them (no secrets). */
export interface SiteUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** Every user of the site, or null when the signed-in user may not list them (site managers only). */
export async function readUsers(api: Api): Promise<SiteUser[] | null> {
  try {
    return (await api.get<{ users: SiteUser[] }>("/api/users")).users;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
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
  try {
    return (await api.get<{ settings: Record<string, unknown> }>("/api/admin/settings")).settings;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** Categories, menu items and redirects. */
export async function readStructure(api: Api): Promise<{
  categories: SiteCategory[];
  menu: SiteMenuItem[];
  redirects: SiteRedirect[];
}> {
  const [categories, menu, redirects] = await Promise.all([
    listCategories(api),
    api.get<{ items: SiteMenuItem[] }>("/api/admin/menu").then((r) => r.items),
    api.get<{ redirects: SiteRedirect[] }>("/api/admin/redirects").then((r) => r.redirects),
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

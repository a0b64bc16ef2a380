/**
 * The post editor's form: the fields it edits, how a loaded post fills them,
 * the payload a save sends, and how a failed save is told to the editor
 * (messages from the specification's error catalogue).
 */
import type { ContentType, Post, PostStatus } from "../schemas/post.ts";
import { ApiError } from "./api.ts";

/** The fields the editor edits. */
export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  meta_title: string;
  meta_description: string;
  focus_keyword: string;
  content_type: ContentType;
  status: PostStatus;
}

/** A post as `GET /api/posts/{id}` answers it. */
export interface LoadedPost {
  post: Post;
  versionstamp: string;
}

/** Inline message under the slug when another post has it. */
export const SLUG_TAKEN_INLINE = "This URL already exists in another post. Please use a different slug.";
/** Toast when another post has the slug. */
export const SLUG_TAKEN_TOAST = "URL already exists in another post";
/** Toast when another post has the title. */
export const TITLE_TAKEN_TOAST = "Title already exists in another post";
/** Toast of any other failed save without a server message. */
export const SAVE_FAILED = "Failed to save";
/** Alert when title or slug is missing (the server answers the same text: `lib/schemas/post.ts`). */
export const TITLE_SLUG_REQUIRED = "Please fill in title and slug";
/** Alert when an existing post cannot be loaded. */
export const LOAD_FAILED = "Failed to load post";

/** The form of a new post. */
export const EMPTY_FORM: PostForm = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  meta_title: "",
  meta_description: "",
  focus_keyword: "",
  content_type: "article",
  status: "draft",
};

/** The form filled from a loaded post. */
export function formFromPost(post: Post): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    meta_title: post.meta_title,
    meta_description: post.meta_description,
    focus_keyword: post.focus_keyword,
    content_type: post.content_type,
    status: post.status,
  };
}

/** What a save tells the editor: a toast, and for a taken slug the inline slug message; `conflict` for a 409 on the version. */
export interface SaveFailure {
  toast: string;
  slugError?: string;
  conflict?: boolean;
}

/** Maps a failed save to its messages. */
export function saveFailure(error: unknown): SaveFailure {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiError ? error.status : 0;
  if (/Duplicate slug|URL slug already exists/i.test(message)) {
    return { toast: SLUG_TAKEN_TOAST, slugError: SLUG_TAKEN_INLINE };
  }
  if (/Duplicate title/i.test(message)) return { toast: TITLE_TAKEN_TOAST };
  if (status === 409) return { toast: message || SAVE_FAILED, conflict: true };
  const serverMessage = error instanceof ApiError ? error.serverMessage : false;
  return { toast: serverMessage && message ? message : SAVE_FAILED };
}

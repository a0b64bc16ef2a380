/**
 * State of the post editor screen: loading an existing post (an alert and back
 * to the list when that fails), the form with its slug following the title
 * until edited by hand, and saving as draft or published with the version
 * read, so a newer edit elsewhere answers 409 instead of being overwritten.
 * A failed save keeps everything typed. After a conflict the editor may keep
 * its own version (saved over the newer one, on request only) or load the
 * newer one.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "./api.ts";
import { showToast } from "./toasts.ts";
import {
  CONFLICT_MESSAGE,
  EMPTY_FORM,
  formFromPost,
  LOAD_FAILED,
  type LoadedPost,
  type PostForm,
  postPayload,
  saveFailure,
  TITLE_SLUG_REQUIRED,
} from "./post_form.ts";
import { slugify, slugWhileTyping } from "./slug_input.ts";
import { isValidVideoUrl } from "./recipe_fields.ts";
import type { PostStatus } from "../schemas/post.ts";

/** Where the posts list lives. */
const POSTS_LIST = "/admin/posts";

/** What the editor screen reads and calls. */
export interface PostEditorState {
  id: string | null;
  form: PostForm;
  loading: boolean;
  dirty: boolean;
  saving: PostStatus | null;
  slugError?: string;
  /** 'Title already exists in another post' after a refused save, until the title changes. */
  titleError?: string;
  conflict?: string;
  /** The slug the public page has now (published posts only). */
  publishedSlug?: string;
  /** The versionstamp of the last load or save (changes after each save). */
  version: string | null;
  /** Records the SEO score computed for the current form (saved with the post). */
  setSeoScore: (score: number) => void;
  /** After a conflict: saves this editor's form over the newer version. */
  keepMine: () => Promise<void>;
  /** After a conflict: replaces the form with the newer version. */
  loadLatest: () => Promise<void>;
  /** Counts the times the form was replaced by a newer version (a key for editors that keep their own state). */
  reloads: number;
  setField: <K extends keyof PostForm>(key: K, value: PostForm[K]) => void;
  setTitle: (title: string) => void;
  setSlug: (slug: string) => void;
  finishSlug: () => void;
  /** Saves the form with `status` (and `changes` to it, e.g. a schedule set or cleared). */
  save: (status: PostStatus, changes?: Partial<PostForm>) => Promise<void>;
  /** Merges fields written elsewhere (AI results) into the form. */
  mergeFields: (fields: Partial<PostForm>) => void;
  /** Loads post `postId` again (a new post's address becomes its own) and fills the form with it. */
  reload: (postId: string) => Promise<void>;
}

/** See the module doc. `initialId` is null for a new post. */
export function usePostEditor(initialId: string | null): PostEditorState {
  const [id, setId] = useState(initialId);
  const [form, setForm] = useState<PostForm>(EMPTY_FORM);
  const [baseline, setBaseline] = useState(JSON.stringify(EMPTY_FORM));
  const [loading, setLoading] = useState(initialId !== null);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  const [slugError, setSlugError] = useState<string>();
  const [titleError, setTitleError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [publishedSlug, setPublishedSlug] = useState<string>();
  const [version, setVersion] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const slugTouched = useRef(initialId !== null);
  const versionstamp = useRef<string | null>(null);
  const seoScore = useRef(0);
  const conflictStatus = useRef<PostStatus>("draft");

  const accept = useCallback((loaded: LoadedPost) => {
    const next = formFromPost(loaded.post);
    versionstamp.current = loaded.versionstamp;
    seoScore.current = loaded.post.seo_score;
    setVersion(loaded.versionstamp);
    setForm(next);
    setBaseline(JSON.stringify(next));
    setPublishedSlug(loaded.post.status === "published" ? loaded.post.slug : undefined);
  }, []);

  useEffect(() => {
    if (initialId === null) return;
    api<LoadedPost>(`/posts/${encodeURIComponent(initialId)}`)
      .then((loaded) => {
        accept(loaded);
        setLoading(false);
      })
      .catch(() => {
        globalThis.alert(LOAD_FAILED);
        globalThis.location.assign(POSTS_LIST);
      });
  }, [initialId, accept]);

  const setField = useCallback(<K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  }, []);

  const setTitle = useCallback((title: string) => {
    setTitleError(undefined);
    setForm((current) => ({ ...current, title, slug: slugTouched.current ? current.slug : slugify(title) }));
  }, []);

  const setSlug = useCallback((slug: string) => {
    slugTouched.current = true;
    setSlugError(undefined);
    setForm((current) => ({ ...current, slug: slugWhileTyping(slug) }));
  }, []);

  const finishSlug = useCallback(() => setForm((current) => ({ ...current, slug: slugify(current.slug) })), []);

  const save = useCallback(async (status: PostStatus, changes: Partial<PostForm> = {}) => {
    const slug = slugify(form.slug);
    if (!form.title.trim() || !slug) {
      globalThis.alert(TITLE_SLUG_REQUIRED);
      return;
    }
    // A field the form already marks invalid is not sent: its message is on screen, the focus goes to it.
    if (form.content_type === "recipe" && !isValidVideoUrl(form.video_url)) {
      return document.getElementById("recipe-video-url")?.focus();
    }
    const payload = { ...postPayload({ ...form, ...changes }, seoScore.current), slug, status };
    setSaving(status);
    setConflict(undefined);
    try {
      const result = id === null
        ? await api<LoadedPost>("/posts", { method: "POST", json: payload })
        : await api<LoadedPost>(`/posts/${encodeURIComponent(id)}`, {
          method: "PUT",
          json: { ...payload, versionstamp: versionstamp.current },
        });
      accept(result);
      setSlugError(undefined);
      setTitleError(undefined);
      if (id === null) {
        setId(result.post.id);
        globalThis.history.replaceState(null, "", `${POSTS_LIST}/${encodeURIComponent(result.post.id)}`);
      }
      const scheduled = status === "draft" && result.post.scheduled_at && changes.scheduled_at;
      showToast(status === "published" ? "Post published" : scheduled ? "Post scheduled" : "Draft saved", "success");
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.slugError) setSlugError(failure.slugError);
      if (failure.titleError) setTitleError(failure.titleError);
      if (failure.conflict) {
        conflictStatus.current = status;
        setConflict(CONFLICT_MESSAGE);
      }
      showToast(failure.toast, "error");
    } finally {
      setSaving(null);
    }
  }, [form, id, accept]);

  const readLatest = useCallback(async () => {
    if (id === null) return null;
    try {
      return await api<LoadedPost>(`/posts/${encodeURIComponent(id)}`);
    } catch (error) {
      showToast(saveFailure(error).toast, "error");
      return null;
    }
  }, [id]);

  const keepMine = useCallback(async () => {
    const latest = await readLatest();
    if (!latest) return;
    versionstamp.current = latest.versionstamp;
    await save(conflictStatus.current);
  }, [readLatest, save]);

  const loadLatest = useCallback(async () => {
    const latest = await readLatest();
    if (!latest) return;
    accept(latest);
    setReloads((n) => n + 1);
    setConflict(undefined);
    setSlugError(undefined);
    setTitleError(undefined);
  }, [readLatest, accept]);

  const mergeFields = useCallback((fields: Partial<PostForm>) => {
    setForm((current) => ({ ...current, ...fields }));
  }, []);

  const reload = useCallback(async (postId: string) => {
    if (postId !== id) {
      setId(postId);
      slugTouched.current = true;
      globalThis.history.replaceState(null, "", `${POSTS_LIST}/${encodeURIComponent(postId)}`);
    }
    accept(await api<LoadedPost>(`/posts/${encodeURIComponent(postId)}`));
    setReloads((n) => n + 1);
  }, [id, accept]);

  const setSeoScore = useCallback((score: number) => {
    seoScore.current = score;
  }, []);

  return {
    id,
    form,
    loading,
    dirty: JSON.stringify(form) !== baseline,
    saving,
    slugError,
    titleError,
    conflict,
    publishedSlug,
    version,
    setSeoScore,
    keepMine,
    loadLatest,
    reloads,
    setField,
    setTitle,
    setSlug,
    finishSlug,
    save,
    mergeFields,
    reload,
  };
}

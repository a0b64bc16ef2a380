/** Posts, categories and redirects for the link checker tests, written through the repositories. */
import { createCategory, deleteCategory, updateCategory } from "@/lib/db/categories.ts";
import { createMediaItem } from "@/lib/db/media.ts";
import { createRedirect } from "@/lib/db/redirects.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";

const author = { id: "user-1", name: "Ana Pérez" };

/** Creates a post and returns its id. */
export async function addPost(
  kv: Deno.Kv,
  slug: string,
  content: string,
  status: "published" | "draft" = "published",
): Promise<string> {
  const { post } = await savePostFromInput(kv, { title: slug, slug, content, status }, author);
  return post.id;
}

/**
 * A small site: published posts `flan` and `tostones`, a draft `borrador`,
 * categories `postres` (renamed from `dulces`) and `oculta` (inactive), a deleted
 * category `borrada`, a redirect /flan-viejo → /flan, and a media file.
 */
export async function seedLinkSite(kv: Deno.Kv): Promise<Record<string, string>> {
  const { category: postres } = await createCategory(kv, { name: "Dulces", slug: "dulces" });
  await updateCategory(kv, postres.id, { slug: "postres", name: "Postres" });
  await createCategory(kv, { name: "Oculta", slug: "oculta", is_active: 0 });
  const { category: borrada } = await createCategory(kv, { name: "Borrada", slug: "borrada" });
  await deleteCategory(kv, borrada.id);
  await createRedirect(kv, { from_path: "/flan-viejo", to_path: "/flan" });
  await createMediaItem(kv, {
    url: "/media/posts/flan-1.webp",
    key: "posts/flan-1.webp",
    filename: "flan-1.webp",
    mime: "image/webp",
    size: 10,
    kind: "content",
    alt: "Flan",
  });
  return {
    flan: await addPost(kv, "flan", "<p>Un flan casero.</p>"),
    tostones: await addPost(kv, "tostones", `<p>Sirve con <a href="/flan">flan</a>.</p>`),
    borrador: await addPost(kv, "borrador", `<p>Ver <a href="/flan">flan</a>.</p>`, "draft"),
  };
}

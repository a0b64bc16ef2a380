/** The search index of a store as the site builds it, for tests of what reads it (title filters). */
import { PostIndex } from "@/lib/search/post_index.ts";
import { readStoreChanges } from "@/lib/search/versioned_index.ts";

/** A new index of every post in `kv`. */
export async function searchIndexOf(kv: Deno.Kv): Promise<PostIndex> {
  return new PostIndex((await readStoreChanges(kv, new Map(), "")).changed.map((change) => change.doc));
}

/** The ids of the posts in `kv` whose title matches `title` (`PostIndex.titledIds`); none without a title. */
export async function titledIn(kv: Deno.Kv, title: string | undefined): Promise<Set<string> | undefined> {
  return title ? (await searchIndexOf(kv)).titledIds(title) : undefined;
}

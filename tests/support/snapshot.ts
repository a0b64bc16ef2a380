/** The content snapshot of a store as of now, and the post lists over it, for tests that read them directly. */
import { ContentState } from "@/lib/snapshot/content_state.ts";
import type { MediaUsageMap } from "@/lib/schemas/media.ts";
import type { ListPostsOptions, PostSummary } from "@/lib/schemas/post.ts";
import type { ContentSnapshot } from "@/lib/snapshot/content_snapshot.ts";
import * as listing from "@/lib/snapshot/post_listing.ts";
import type { PostPage } from "@/lib/snapshot/post_listing.ts";

/** Builds the snapshot of `kv`'s current content version (a new state each call: nothing is kept between calls). */
export function readSnapshot(kv: Deno.Kv): Promise<ContentSnapshot> {
  return new ContentState(kv, { versionCheckMs: 0 }).snapshot.get();
}

/** `listPosts` over the snapshot of `kv` as of now (`titled`: the ids a title filter keeps, see `titledIn`). */
export async function listPosts(
  kv: Deno.Kv,
  options?: ListPostsOptions,
  titled?: ReadonlySet<string>,
): Promise<PostPage> {
  return listing.listPosts(await readSnapshot(kv), options, titled);
}

/** `listLatestPublished` over the snapshot of `kv` as of now. */
export async function listLatestPublished(kv: Deno.Kv, limit?: number): Promise<PostSummary[]> {
  return listing.listLatestPublished(await readSnapshot(kv), limit);
}

/** `listPublishedByCategory` over the snapshot of `kv` as of now. */
export async function listPublishedByCategory(kv: Deno.Kv, id: string, limit?: number): Promise<PostSummary[]> {
  return listing.listPublishedInCategories(await readSnapshot(kv), [id]).slice(0, limit);
}

/** Every media key shown anywhere in `kv` as of now (a deletion's `usage`). */
export async function mediaUsageNow(kv: Deno.Kv): Promise<MediaUsageMap> {
  return (await readSnapshot(kv)).mediaUsage;
}

/**
 * The search-engine versions a post page shows for its featured image: those recorded on its media item
 * (`lib/services/image_versions.ts` makes them in the background), read from the store, never by listing storage or
 * running sharp. A featured image whose versions were never queued (stored before they were) is queued here; until its
 * versions exist the page shows the square. One made before a kind of version existed (the card's, the tall one) is
 * queued the same way, and shows the versions it has until the others are made. The page depends on the item, so it is rendered again once they are made.
 */
import type { AppContext } from "../app_env.ts";
import { getMediaEntryByUrl } from "../db/media.ts";
import { queueMissingVersions } from "../db/media_versions.ts";
import { dependOn } from "../http/page_deps.ts";
import { type ImageVariant, VARIANT_RATIO_NAMES } from "../schemas/media.ts";

/** The recorded versions of the featured image at `url` (none when it has none yet or is not in the library). */
export async function recordedVariants(c: AppContext, url: string | null): Promise<readonly ImageVariant[]> {
  if (!url) return [];
  const entry = await getMediaEntryByUrl(c.var.kv, url);
  dependOn(c, entry.key, entry.versionstamp);
  if (entry.value && lacksVersions(entry.value.variants)) await queueMissingVersions(c.var.kv, entry.value.id);
  return entry.value?.variants ?? [];
}

/**
 * True when `variants` were never made, or lack one of the kinds made today. None at all (an empty list) is what the
 * maker records when it gave up on the image: not queued again.
 */
function lacksVersions(variants: readonly ImageVariant[] | undefined): boolean {
  if (!variants) return true;
  return variants.length > 0 && VARIANT_RATIO_NAMES.some((ratio) => !variants.some((v) => v.ratio === ratio));
}

/** A WordPress item's tags (`<category domain="post_tag">`) as the post's tags, within the site's rules. */
import { fitTags, type FittedTags } from "../shared/tags.ts";
import type { WxrItem } from "./wxr.ts";

/**
 * The item's tags in the file's order, then `more` (its recipe's keywords), and a note naming those left out (null
 * when all fit).
 */
export function itemTags(item: WxrItem, more: readonly string[] = []): FittedTags {
  return fitTags([...item.terms.filter((term) => term.domain === "post_tag").map((term) => term.name), ...more]);
}

/**
 * The WordPress export source: posts (and pages on request) of a WXR file. The file is streamed twice, never held
 * whole: once to check it and index what posts refer to elsewhere in it (`wxr_index.ts`), then item by item, each
 * converted and handed on before the next is read.
 */
import { describeError } from "../../../lib/errors.ts";
import { failure, inputChunks, inputExtension, readInputRange } from "../shared/input.ts";
import type { ImportAuthor, ImportEntry, ImportInput, ImportItem, ImportSource } from "../../types.ts";
import { commentsOf } from "./comments.ts";
import { itemName, type WxrContext, wxrItemToImport } from "./item.ts";
import { oldAddresses } from "./old_addresses.ts";
import { skippedComments, skipReasonOf } from "./skips.ts";
import { hasWprmMeta, wprmRecipeIds } from "./wprm.ts";
import { emptyWxrDocument, readWxr, readWxrItemAt, type WxrItem } from "./wxr.ts";
import { indexWxr, type WxrIndex } from "./wxr_index.ts";

/** Options of the WordPress source. */
export interface WordPressOptions {
  /** Import pages too (default: posts only). */
  pages?: boolean;
}

function contextOf(index: WxrIndex, label: string): WxrContext {
  const { categories, siteUrl, authors, authorIds } = index.document;
  const { attachments, gallery, blocks } = index;
  return { label, categories, siteUrl, authors, authorIds, attachments, gallery, blocks };
}

/** The context of `item` with the WP Recipe Maker card it shows (read again from the file), if any. */
async function withRecipe(item: WxrItem, context: WxrContext, index: WxrIndex, input: ImportInput) {
  if (hasWprmMeta(item)) return context;
  const place = wprmRecipeIds(item.content).map((id) => index.recipes.get(id)).find(Boolean) ??
    index.recipesByParent.get(item.id);
  if (!place) return context;
  const bytes = await readInputRange(input, place.range.start, place.range.end);
  return { ...context, recipe: readWxrItemAt(bytes, place.index) };
}

async function* readWordPress(
  input: ImportInput,
  options: WordPressOptions,
  expect?: (entries: number) => void,
): AsyncGenerator<ImportEntry> {
  const label = input.location;
  let index: WxrIndex;
  try {
    index = await indexWxr(inputChunks(input), { pages: !!options.pages, label });
  } catch (error) {
    yield failure(label, describeError(error));
    return;
  }
  expect?.(index.results);
  const context = contextOf(index, label);
  for (const author of index.document.authorList) {
    yield { kind: "author", label: `${label}#author-${author.login}`, ...author } satisfies ImportAuthor;
  }
  for await (const { item } of readWxr(inputChunks(input), emptyWxrDocument())) {
    const skip = skipReasonOf(item, { pages: !!options.pages });
    if (skip) {
      yield { kind: "skipped", label: itemName(item, label), itemKind: skip.kind, reason: skip.reason };
    } else {
      let imported: ImportItem;
      try {
        imported = wxrItemToImport(item, await withRecipe(item, context, index, input));
      } catch (error) {
        yield { ...failure(itemName(item, label), describeError(error)), itemKind: item.postType };
        yield* skippedComments(item, label);
        continue;
      }
      const { comments, skips } = commentsOf(item, label, {
        recipe: imported.post.content_type === "recipe",
        authorId: context.authorIds.get(item.creator),
        authorName: typeof imported.post.author_name === "string" ? imported.post.author_name : "",
      });
      yield comments.length ? { ...imported, comments } : imported;
      yield* skips;
      continue;
    }
    yield* skippedComments(item, label);
  }
  yield* oldAddresses(index.document, label);
  yield* index.addresses;
}

/** A WordPress source; `pages: true` imports pages as well as posts. */
export function wordpressSource(options: WordPressOptions = {}): ImportSource {
  return {
    name: "wordpress",
    detect: (input) => inputExtension(input) === "xml",
    read: (input, expect) => readWordPress(input, options, expect),
  };
}

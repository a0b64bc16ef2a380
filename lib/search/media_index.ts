/**
 * The media library's search index (MiniSearch): file name, alt text and titles (the post an item was uploaded for,
 * then and now, and the posts and categories showing it), with the posts' folding of Spanish words (accents and case
 * ignored, plurals and gender stemmed) and every query word matched as the beginning of a word. Stop words are kept:
 * file names and alt texts are short, and "con" may be what tells two photos apart.
 */
import MiniSearch from "minisearch";
import { listAll } from "../db/kv.ts";
import { MEDIA_PREFIX } from "../db/media.ts";
import type { MediaItem } from "../schemas/media.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { foldedWords, spanishStem } from "./spanish_terms.ts";

/** What the index holds of one media item. */
export interface MediaDocument {
  id: string;
  filename: string;
  alt: string;
  /** Titles of the posts and categories the item belongs to or is shown by. */
  titles: string;
}

/** An index of media items, built whole. */
export class MediaIndex {
  private readonly engine = new MiniSearch<MediaDocument>({
    fields: ["filename", "alt", "titles"],
    storeFields: [],
    tokenize: (text) => foldedWords(text),
    processTerm: (term) => spanishStem(term),
  });

  /** Indexes `documents`. */
  constructor(documents: readonly MediaDocument[]) {
    this.engine.addAll(documents);
  }

  /** Ids of the items with every word of `query` beginning one of their words, newest first (ids sort by time). */
  search(query: string): string[] {
    const results = this.engine.search(query, { prefix: true, combineWith: "AND" });
    return results.map((result) => String(result.id)).sort().reverse();
  }
}

/** The index of every media item in `kv`, with the titles `snapshot` (of the current content version) gives them. */
export async function buildMediaIndex(kv: Deno.Kv, snapshot: ContentSnapshot): Promise<MediaIndex> {
  const items = await listAll<MediaItem>(kv, { prefix: MEDIA_PREFIX }, { batchSize: 500 });
  return new MediaIndex(items.map(({ value: item }) => ({
    id: item.id,
    filename: item.filename,
    alt: item.alt ?? "",
    titles: [
      item.post_title,
      item.post_id ? snapshot.byId.get(item.post_id)?.summary.title : null,
      ...(snapshot.mediaUsage.get(item.key) ?? []).map((place) => place.title),
    ].filter(Boolean).join(" · "),
  })));
}

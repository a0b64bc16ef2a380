/** Meta lengths, content length, internal and outbound links, and images. */
import { outcome, type SeoCheck } from "./check.ts";
import { isInternalLink, isOutboundLink } from "./document.ts";
import { pluralize } from "../../text/plural.ts";

/** Longest meta title, in characters. */
export const META_TITLE_MAX = 60;
/** Longest meta description, in characters. */
export const META_DESCRIPTION_MAX = 160;
/** Shortest useful meta description, in characters. */
export const META_DESCRIPTION_MIN = 70;
/** Fewest words of a complete post. */
export const MIN_WORDS = 300;

/** The structure checks, in the order they are reported. */
export const STRUCTURE_CHECKS: readonly SeoCheck[] = [
  {
    id: "meta_title_length",
    weight: 1,
    run: (c) => {
      const length = [...c.input.metaTitle.trim()].length;
      return outcome(
        length > 0 && length <= META_TITLE_MAX,
        `The meta title has ${pluralize(length, "character")} (at most ${META_TITLE_MAX}).`,
        length === 0
          ? `Write a meta title of at most ${META_TITLE_MAX} characters.`
          : `Shorten the meta title to at most ${META_TITLE_MAX} characters (now ${length}) so it is not cut off in search results.`,
      );
    },
  },
  {
    id: "meta_description_length",
    weight: 1,
    run: (c) => {
      const length = [...c.input.metaDescription.trim()].length;
      const range = `${META_DESCRIPTION_MIN}–${META_DESCRIPTION_MAX}`;
      return outcome(
        length >= META_DESCRIPTION_MIN && length <= META_DESCRIPTION_MAX,
        `The meta description has ${length} characters (${range}).`,
        length === 0
          ? `Write a meta description of ${range} characters.`
          : length < META_DESCRIPTION_MIN
          ? `Lengthen the meta description to ${range} characters (now ${length}).`
          : `Shorten the meta description to at most ${META_DESCRIPTION_MAX} characters (now ${length}) so it is not cut off in search results.`,
      );
    },
  },
  {
    id: "content_length",
    weight: 3,
    run: (c) =>
      outcome(
        c.wordCount >= MIN_WORDS,
        `The text has ${c.wordCount} words (at least ${MIN_WORDS}).`,
        `Write at least ${MIN_WORDS} words (now ${c.wordCount}).`,
      ),
  },
  {
    id: "internal_links",
    weight: 1,
    run: (c) =>
      outcome(
        c.doc.links.some(isInternalLink),
        "The text links to other pages of this site.",
        "Add at least one link to another recipe or page of this site.",
      ),
  },
  {
    id: "outbound_links",
    weight: 1,
    run: (c) =>
      outcome(
        c.doc.links.some(isOutboundLink),
        "The text links to another website.",
        "Add at least one link to a useful page on another website.",
      ),
  },
  {
    id: "images",
    weight: 1,
    run: (c) =>
      outcome(
        c.doc.imageAlts.length > 0,
        "The text has images.",
        "Add at least one image to the text.",
      ),
  },
];

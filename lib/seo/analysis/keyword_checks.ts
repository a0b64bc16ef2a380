/**
 * Where the focus keyword appears: title, meta title, meta description, slug,
 * first paragraph, subheadings, image alt texts; its density (0.5–2.5 %) and
 * distribution; and the secondary keyword used 2–4 times.
 */
import { outcome, type SeoCheck } from "./check.ts";
import { containsPhrase, countPhrase, stems } from "./words.ts";

/** Lowest keyword density, in percent. */
export const MIN_DENSITY = 0.5;
/** Highest keyword density, in percent. */
export const MAX_DENSITY = 2.5;
/** Fewest and most uses of the secondary keyword. */
export const SECONDARY_USES = { min: 2, max: 4 } as const;

/** Keyword density of the focus keyword in percent of the words. */
export function keywordDensity(textStems: readonly string[], keyword: string): number {
  if (textStems.length === 0) return 0;
  return (countPhrase(textStems, stems(keyword)) / textStems.length) * 100;
}

function placed(id: string, weight: number, where: string, field: (c: Parameters<SeoCheck["run"]>[0]) => string) {
  return {
    id,
    weight,
    run: (c) =>
      outcome(
        containsPhrase(field(c), c.keyword),
        `The focus keyword appears in the ${where}.`,
        `Use the focus keyword "${c.keyword}" in the ${where}.`,
      ),
  } satisfies SeoCheck;
}

/** The keyword checks, in the order they are reported. */
export const KEYWORD_CHECKS: readonly SeoCheck[] = [
  placed("keyword_in_title", 3, "title", (c) => c.input.title),
  placed("keyword_in_meta_title", 2, "meta title", (c) => c.input.metaTitle),
  placed("keyword_in_meta_description", 2, "meta description", (c) => c.input.metaDescription),
  placed("keyword_in_slug", 2, "slug", (c) => c.input.slug.replace(/-/g, " ")),
  placed("keyword_in_first_paragraph", 2, "first paragraph", (c) => c.doc.paragraphs[0] ?? ""),
  {
    id: "keyword_in_subheadings",
    weight: 1,
    run: (c) =>
      outcome(
        c.doc.subheadings.some((h) => containsPhrase(h, c.keyword)),
        "The focus keyword appears in a subheading.",
        c.doc.subheadings.length === 0
          ? `Add subheadings (H2, H3) to structure the text, and use the focus keyword "${c.keyword}" in one of them.`
          : `Use the focus keyword "${c.keyword}" in at least one subheading (H2, H3).`,
      ),
  },
  {
    id: "keyword_in_image_alt",
    weight: 1,
    run: (c) =>
      c.doc.imageAlts.length === 0 ? null : outcome(
        c.doc.imageAlts.some((alt) => containsPhrase(alt, c.keyword)),
        "An image's alt text contains the focus keyword.",
        `Describe at least one image with alt text that contains the focus keyword "${c.keyword}".`,
      ),
  },
  {
    id: "keyword_density",
    weight: 3,
    run: (c) => {
      const density = keywordDensity(c.textStems, c.keyword);
      const shown = density.toFixed(1);
      if (density < MIN_DENSITY) {
        return outcome(
          false,
          "",
          `The focus keyword makes up ${shown}% of the text; use "${c.keyword}" more often (aim for ${MIN_DENSITY}–${MAX_DENSITY}%).`,
        );
      }
      return outcome(
        density <= MAX_DENSITY,
        `The focus keyword density (${shown}%) is in the ${MIN_DENSITY}–${MAX_DENSITY}% range.`,
        `The focus keyword makes up ${shown}% of the text, which reads as stuffing; use "${c.keyword}" less often (aim for ${MIN_DENSITY}–${MAX_DENSITY}%).`,
      );
    },
  },
  {
    id: "keyword_distribution",
    weight: 1,
    run: (c) => {
      const phrase = stems(c.keyword);
      const third = Math.ceil(c.textStems.length / 3);
      const parts = [0, 1, 2].map((i) => c.textStems.slice(i * third, (i + 1) * third + phrase.length - 1));
      return outcome(
        c.textStems.length > 0 && parts.every((part) => countPhrase(part, phrase) > 0),
        "The focus keyword is spread over the beginning, middle and end of the text.",
        `Spread the focus keyword "${c.keyword}" over the whole text: use it in the beginning, the middle and the end.`,
      );
    },
  },
  {
    id: "secondary_keyword_uses",
    weight: 1,
    run: (c) => {
      const secondary = c.input.secondaryFocusKeyword.trim();
      if (secondary === "") return null;
      const uses = countPhrase(c.textStems, stems(secondary));
      return outcome(
        uses >= SECONDARY_USES.min && uses <= SECONDARY_USES.max,
        `The secondary keyword is used ${uses} times.`,
        uses < SECONDARY_USES.min
          ? `Use the secondary keyword "${secondary}" ${SECONDARY_USES.min}–${SECONDARY_USES.max} times in the text (now ${uses}).`
          : `Use the secondary keyword "${secondary}" at most ${SECONDARY_USES.max} times in the text (now ${uses}).`,
      );
    },
  },
];

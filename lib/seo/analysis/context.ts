/** The input of the SEO analysis and what every check reads from it, computed once. */
import type { SeoScoreRequest } from "../../schemas/seo_score.ts";
import { type PostDocument, readDocument } from "./document.ts";
import { sentences } from "./readability.ts";
import { stems, words } from "./words.ts";

/** The fields the analysis reads: the parsed `POST /api/ai/calculate-seo-score` payload (`content` is the HTML). */
export type SeoInput = SeoScoreRequest;

/** The input with its content read once. */
export interface SeoContext {
  input: SeoInput;
  doc: PostDocument;
  /** The focus keyword as written, trimmed. */
  keyword: string;
  /** Stems of the whole visible text. */
  textStems: string[];
  /** Number of words of the visible text. */
  wordCount: number;
  /** Sentences of the paragraphs (subheadings left out). */
  sentences: string[];
}

/** Reads `input` into a {@link SeoContext}. */
export function contextOf(input: SeoInput): SeoContext {
  const doc = readDocument(input.content);
  return {
    input,
    doc,
    keyword: input.focusKeyword.trim(),
    textStems: stems(doc.text),
    wordCount: words(doc.text).length,
    sentences: doc.paragraphs.flatMap(sentences),
  };
}

/**
 * Spanish readability checks: sentence length, paragraph length, the
 * Fernández-Huerta reading ease, transition words and the passive voice.
 */
import { outcome, type SeoCheck } from "./check.ts";
import { hasTransition, isPassive, readingEase } from "./readability.ts";
import { words } from "./words.ts";
import { pluralize } from "../../text/plural.ts";

/** Longest easy sentence, in words. */
export const LONG_SENTENCE_WORDS = 25;
/** Highest share of long sentences, in percent. */
export const MAX_LONG_SENTENCES = 25;
/** Longest paragraph, in words. */
export const LONG_PARAGRAPH_WORDS = 150;
/** Lowest Fernández-Huerta reading ease. */
export const MIN_READING_EASE = 60;
/** Lowest share of sentences with a transition word, in percent. */
export const MIN_TRANSITIONS = 30;
/** Highest share of passive sentences, in percent. */
export const MAX_PASSIVE = 10;

function share(list: readonly string[], test: (s: string) => boolean): number {
  return list.length === 0 ? 0 : Math.round((list.filter(test).length / list.length) * 100);
}

/** The readability checks, in the order they are reported; none applies to a text without sentences. */
export const READABILITY_CHECKS: readonly SeoCheck[] = [
  {
    id: "sentence_length",
    weight: 2,
    run: (c) => {
      if (c.sentences.length === 0) return null;
      const long = share(c.sentences, (s) => words(s).length > LONG_SENTENCE_WORDS);
      return outcome(
        long <= MAX_LONG_SENTENCES,
        `${long}% of the sentences are longer than ${LONG_SENTENCE_WORDS} words (at most ${MAX_LONG_SENTENCES}%).`,
        `${long}% of the sentences are longer than ${LONG_SENTENCE_WORDS} words; split long sentences so at most ${MAX_LONG_SENTENCES}% are.`,
      );
    },
  },
  {
    id: "paragraph_length",
    weight: 1,
    run: (c) => {
      if (c.sentences.length === 0) return null;
      const long = c.doc.paragraphs.filter((p) => words(p).length > LONG_PARAGRAPH_WORDS).length;
      return outcome(
        long === 0,
        `No paragraph is longer than ${LONG_PARAGRAPH_WORDS} words.`,
        `Split the ${pluralize(long, "paragraph")} longer than ${LONG_PARAGRAPH_WORDS} words.`,
      );
    },
  },
  {
    id: "reading_ease",
    weight: 2,
    run: (c) => {
      if (c.sentences.length === 0) return null;
      const ease = Math.round(readingEase(c.sentences.join("\n")));
      return outcome(
        ease >= MIN_READING_EASE,
        `The text is easy to read (Fernández-Huerta ${ease}).`,
        `The text is hard to read (Fernández-Huerta ${ease}, aim for ${MIN_READING_EASE} or more): use shorter sentences and simpler words.`,
      );
    },
  },
  {
    id: "transition_words",
    weight: 1,
    run: (c) => {
      if (c.sentences.length === 0) return null;
      const found = share(c.sentences, hasTransition);
      return outcome(
        found >= MIN_TRANSITIONS,
        `${found}% of the sentences use transition words.`,
        `Only ${found}% of the sentences use transition words; link ideas with words such as "además", "luego" or "sin embargo" in at least ${MIN_TRANSITIONS}% of them.`,
      );
    },
  },
  {
    id: "passive_voice",
    weight: 1,
    run: (c) => {
      if (c.sentences.length === 0) return null;
      const passive = share(c.sentences, isPassive);
      return outcome(
        passive <= MAX_PASSIVE,
        `${passive}% of the sentences use the passive voice (at most ${MAX_PASSIVE}%).`,
        `${passive}% of the sentences use the passive voice ("es cocinado"); write them in the active voice ("cocinamos") so at most ${MAX_PASSIVE}% are passive.`,
      );
    },
  },
];

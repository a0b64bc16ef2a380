/**
 * The import's counts: every result by kind ("post", "page", "attachment", "comment", …) and outcome, the posts
 * given to their authors, and the reasons of what was skipped, grouped, so a run (and a re-run) says what it left
 * out and why.
 */
import type { ImportResult } from "./types.ts";

/** Outcomes in the order the summary shows them. */
export const OUTCOMES = ["created", "updated", "skipped", "failed"] as const;

/** Counts of one kind (or of everything). */
export type OutcomeCounts = Record<(typeof OUTCOMES)[number], number>;

/** A group of skipped items: their kind, the reason and how many. */
export interface SkipGroup {
  kind: string;
  reason: string;
  count: number;
}

/** The summary of a run's results. */
export interface ImportCounts {
  /** The input's own items (posts, pages, attachments, comments, …), without the categories and redirects made. */
  total: OutcomeCounts;
  /** Failures of any kind, categories and redirects included. */
  failed: number;
  /** Counts per kind, kinds in first-seen order. */
  byKind: Record<string, OutcomeCounts>;
  skips: SkipGroup[];
  /** Items saved with notes (what they lost on the way). */
  notes: { label: string; note: string }[];
  /** Posts already on the site that now belong to their author's user (`--authors=create --update`). */
  reattributed: number;
}

/** The plural of a kind as the summary writes it: "posts", "categories", "menu items". */
export function kindPlural(kind: string): string {
  return /[^aeiou]y$/.test(kind) ? `${kind.slice(0, -1)}ies` : `${kind}s`;
}

/** Kinds an import makes on the way rather than reads from its input. */
const SIDE_KINDS = new Set(["category", "redirect"]);

function zero(): OutcomeCounts {
  return { created: 0, updated: 0, skipped: 0, failed: 0 };
}

/** Counts `results` by kind and outcome and groups the skip reasons. */
export function countResults(results: ImportResult[]): ImportCounts {
  const total = zero();
  const byKind: Record<string, OutcomeCounts> = {};
  const skips = new Map<string, SkipGroup>();
  const notes: ImportCounts["notes"] = [];
  let failed = 0;
  let reattributed = 0;
  for (const result of results) {
    if (!SIDE_KINDS.has(result.kind)) total[result.result]++;
    if (result.result === "failed") failed++;
    if (result.reattributed) reattributed++;
    (byKind[result.kind] ??= zero())[result.result]++;
    if (result.result === "skipped") {
      const reason = result.reason ?? "no reason given";
      const key = `${result.kind}\n${reason}`;
      const group = skips.get(key) ?? { kind: result.kind, reason, count: 0 };
      group.count++;
      skips.set(key, group);
    }
    for (const note of result.notes ?? []) notes.push({ label: result.label, note });
  }
  return { total, failed, byKind, skips: [...skips.values()], notes, reattributed };
}

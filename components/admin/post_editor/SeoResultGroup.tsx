/**
 * One group of the editor's SEO analysis, as Yoast SEO groups its results: Problems (checks that failed),
 * Improvements (what could not be analysed) or Good results (checks passed). A heading with the group's count
 * labels its list; an empty group is not shown.
 */
import type { ComponentChildren } from "preact";

/** The three groups, in the order they are shown. */
export type SeoResultKind = "problems" | "improvements" | "good";

/** Heading of each group. */
export const SEO_GROUP_TITLES: Record<SeoResultKind, string> = {
  problems: "Problems",
  improvements: "Improvements",
  good: "Good results",
};

/** Props of {@link SeoResultGroup}. */
export interface SeoResultGroupProps {
  kind: SeoResultKind;
  /** How many results the group lists. */
  count: number;
  /** Extra class of the list. */
  listClass?: string;
  /** The `<li>` items. */
  children: ComponentChildren;
}

/** See the module doc. */
export function SeoResultGroup({ kind, count, listClass, children }: SeoResultGroupProps) {
  if (count === 0) return null;
  const id = `seo-group-${kind}`;
  return (
    <div class={`seo-group seo-group-${kind}`} data-group={kind}>
      <h3 id={id} class="seo-group-title">
        <span class="seo-group-mark" aria-hidden="true" />
        {SEO_GROUP_TITLES[kind]} <span class="seo-group-count">({count})</span>
      </h3>
      <ul class={listClass ? `seo-group-list ${listClass}` : "seo-group-list"} aria-labelledby={id}>{children}</ul>
    </div>
  );
}

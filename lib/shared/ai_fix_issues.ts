/**
 * SEO findings the editor offers to fix with AI: the SEO analysis' check ids fix-content accepts, with their
 * labels, and the message for any other finding. Dependency-free (islands and the server share it).
 */

/** Issue id → label, in the order the editor lists them. */
export const FIX_ISSUE_LABELS = {
  keyword_in_first_paragraph: "Focus keyword in the first paragraph",
  keyword_in_subheadings: "Focus keyword in subheadings",
  keyword_in_image_alt: "Focus keyword in image alt text",
  keyword_density: "Keyword density",
  keyword_distribution: "Keyword distribution",
  secondary_keyword_uses: "Secondary keyword uses",
  content_length: "Content length",
  internal_links: "Internal links",
  outbound_links: "Outbound links",
  sentence_length: "Sentence length",
  paragraph_length: "Paragraph length",
  reading_ease: "Reading ease",
  transition_words: "Transition words",
  passive_voice: "Passive voice",
} as const satisfies Record<string, string>;

/** A check id fix-content can repair. */
export type FixableIssue = keyof typeof FIX_ISSUE_LABELS;

/** The check ids fix-content can repair (the keys of {@link FIX_ISSUE_LABELS}). */
export const FIXABLE_ISSUES = Object.keys(FIX_ISSUE_LABELS) as FixableIssue[];

/** Id of the SEO recommendation given before any check runs (title, content, slug or focus keyword missing). */
export const REQUIRED_FIELDS_ISSUE = "required_fields";

/** The specification's message for a finding fix-content cannot repair. */
export const CANNOT_AUTO_FIX = "Cannot auto-fix this issue";

/** True when fix-content can repair `issue`. */
export function canAutoFix(issue: string): issue is FixableIssue {
  return Object.hasOwn(FIX_ISSUE_LABELS, issue);
}

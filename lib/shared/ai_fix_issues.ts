/** SEO findings the editor offers to fix with AI (the ids fix-content accepts), with their labels. Dependency-free. */

/** Issue id → label. */
export const FIX_ISSUE_LABELS: Record<string, string> = {
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
};

/** True when fix-content can repair `issue`. */
export function canAutoFix(issue: string): boolean {
  return Object.hasOwn(FIX_ISSUE_LABELS, issue);
}

/** "En este artículo": links to the post's h2 headings with their h3 headings nested below. */
import type { Heading } from "@/lib/schemas/post.ts";

interface TocEntry {
  heading: Heading;
  children: Heading[];
}

/** Groups h3 headings under the h2 before them (an h3 before any h2 becomes a top entry). */
export function tocTree(headings: Heading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.level === 3 && entries.length > 0) entries[entries.length - 1].children.push(heading);
    else if (heading.level === 2 || heading.level === 3) entries.push({ heading, children: [] });
  }
  return entries;
}

/** Renders the table of contents, or nothing when the post has no h2/h3 headings. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const entries = tocTree(headings.filter((h) => h.slug && h.text));
  if (entries.length === 0) return null;
  return (
    <nav class="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" class="toc__title">En este artículo</h2>
      <ol class="toc__list">
        {entries.map(({ heading, children }) => (
          <li key={heading.slug}>
            <a href={`#${heading.slug}`}>{heading.text}</a>
            {children.length > 0 && (
              <ol>
                {children.map((child) => (
                  <li key={child.slug}>
                    <a href={`#${child.slug}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The post's tags under its text: "Etiquetas:" and a link to each tag's page (server-rendered, no script). */

/** Renders the tag links, or nothing for a post without tags. */
export function PostTags({ tags }: { tags: readonly { name: string; href: string }[] }) {
  if (!tags.length) return null;
  return (
    <nav class="post-tags" aria-labelledby="post-tags-label">
      <span id="post-tags-label" class="post-tags__label">Etiquetas:</span>
      <ul class="post-tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a class="post-tags__link" href={tag.href} rel="tag">{tag.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

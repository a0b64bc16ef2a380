/** A home page section a reader browses: a heading, an optional "Ver todas" link and a grid of post cards. */
import type { PostCardData } from "@/lib/site/cards.ts";
import { PostCard } from "./PostCard.tsx";

/** Props of {@link HomeCardSection}. */
export interface HomeCardSectionProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: string;
  /** Where "Ver todas" leads, and what it lists (read by screen readers after "Ver todas"). */
  more?: { href: string; label: string };
  posts: PostCardData[];
}

/** Renders the section, or nothing without posts; the grid has as many columns on wide screens as cards (1, 2 or 4). */
export function HomeCardSection({ id, title, intro, more, posts }: HomeCardSectionProps) {
  if (posts.length === 0) return null;
  return (
    <section class="home-section container container--wide" aria-labelledby={id}>
      <div class="section-header">
        <h2 id={id}>{title}</h2>
        {more && <a class="section-header__link" href={more.href} aria-label={`Ver todas ${more.label}`}>Ver todas</a>}
      </div>
      {intro && <p class="section-intro">{intro}</p>}
      <div class={`card-grid home-grid home-grid--${posts.length}`}>
        {posts.map(({ post, href, categoryName, photo }) => (
          <PostCard key={post.id} post={post} href={href} categoryName={categoryName} photo={photo} />
        ))}
      </div>
    </section>
  );
}

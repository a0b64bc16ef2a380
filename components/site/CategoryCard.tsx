/** A category card: image (or emoji over its gradient), name, description clamped to two lines and recipe count. */
import type { CategoryWithCount } from "@/lib/schemas/category.ts";
import { gradientBackground } from "@/lib/site/gradient.ts";
import { recipeCountText } from "@/lib/site/texts.ts";
import { imageLoading } from "./image_loading.ts";

/** Props of {@link CategoryCard}. */
export interface CategoryCardProps {
  category: CategoryWithCount;
  href: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The page's largest image on arrival: loaded eagerly and first. */
  priority?: boolean;
}

/** Renders one category card. */
export function CategoryCard(
  { category, href, headingLevel = 3, eager = false, priority = false }: CategoryCardProps,
) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <article class="card category-card">
      <a class="card__link" href={href}>
        <div class="card__media" style={`background:${gradientBackground(category.gradient)}`}>
          {category.card_image
            ? <img src={category.card_image} alt="" width="450" height="300" {...imageLoading({ eager, priority })} />
            : <span class="card__emoji" aria-hidden="true">{category.emoji || "🍽️"}</span>}
        </div>
        <div class="card__body">
          <Title class="card__title">
            {category.emoji && category.card_image && (
              <span class="card__title-emoji" aria-hidden="true">{category.emoji}</span>
            )}
            {category.name}
          </Title>
          {category.description && <p class="card__text card__text--clamp">{category.description}</p>}
          {category.post_count !== undefined && <p class="card__meta">{recipeCountText(category.post_count)}</p>}
        </div>
      </a>
    </article>
  );
}

/**
 * schema.org Recipe for recipe posts, with the properties Google asks for
 * (image, name) and recommends (author, dates, description, times, yield,
 * category, cuisine, keywords, ingredients, HowToStep instructions,
 * nutrition, aggregateRating when readers voted, the approved reviews with
 * stars shown on the page as `review`, video).
 */
import { isoDurationMinutes, minutesToIso } from "../recipe/duration.ts";
import { nutritionFacts, schemaNutrition } from "../recipe/nutrition.ts";
import { compact, type JsonLd } from "./json_ld.ts";
import { authorJsonLd, jsonLdImages, type PostJsonLdInput, videoJsonLd } from "./post_input.ts";

/** Cuisine used when a recipe does not name one (this is a Cuban recipe site). */
export const DEFAULT_RECIPE_CUISINE = "Cubana";

/** Id of the anchor of recipe step `index` (0-based) on the post page, used by HowToStep urls. */
export function recipeStepId(index: number): string {
  return `receta-paso-${index + 1}`;
}

/** The total time: the stored one, or preparation plus cooking when only those are set. */
export function recipeTotalTime(post: { prep_time: string; cook_time: string; total_time: string }): string {
  if (isoDurationMinutes(post.total_time) !== null) return post.total_time;
  const prep = isoDurationMinutes(post.prep_time);
  const cook = isoDurationMinutes(post.cook_time);
  if (prep === null && cook === null) return "";
  return minutesToIso((prep ?? 0) + (cook ?? 0)) || "PT0M";
}

function duration(iso: string): string | undefined {
  return isoDurationMinutes(iso) === null ? undefined : iso;
}

/** Review nodes of the approved reviews with stars (Google's review snippets need a rating, author and date). */
function reviewsJsonLd(input: PostJsonLdInput): JsonLd[] | undefined {
  const reviews = (input.reviews ?? []).filter((review) => review.stars);
  if (!reviews.length) return undefined;
  return reviews.map((review) => ({
    "@type": "Review",
    author: { "@type": "Person", name: review.name },
    datePublished: review.created_at.slice(0, 10),
    reviewRating: { "@type": "Rating", ratingValue: review.stars!, bestRating: 5, worstRating: 1 },
    reviewBody: review.text,
  }));
}

/** The Recipe node of a recipe post. */
export function recipeJsonLd(input: PostJsonLdInput): JsonLd {
  const { post } = input;
  const facts = nutritionFacts(post);
  const nutrition = facts.length ? { "@type": "NutritionInformation", ...schemaNutrition(facts) } : undefined;
  const rating = input.rating && input.rating.count > 0
    ? {
      "@type": "AggregateRating",
      ratingValue: input.rating.average,
      ratingCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    }
    : undefined;
  const steps = post.instructions.filter((step) => step.text.trim()).map((step, i) =>
    compact({
      "@type": "HowToStep",
      name: step.name.trim() || undefined,
      text: step.text.trim(),
      url: `${input.url}#${recipeStepId(i)}`,
    })
  );
  return compact({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: post.title,
    image: jsonLdImages(input),
    author: authorJsonLd(input),
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at,
    description: input.description,
    prepTime: duration(post.prep_time),
    cookTime: duration(post.cook_time),
    totalTime: recipeTotalTime(post) || undefined,
    recipeYield: post.recipe_yield.trim() || undefined,
    recipeCategory: post.recipe_category.trim() || input.categoryName,
    recipeCuisine: post.recipe_cuisine.trim() || DEFAULT_RECIPE_CUISINE,
    keywords: post.focus_keyword.trim() || undefined,
    recipeIngredient: post.ingredients,
    recipeInstructions: steps,
    nutrition,
    aggregateRating: rating,
    review: reviewsJsonLd(input),
    video: videoJsonLd(input),
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
  });
}

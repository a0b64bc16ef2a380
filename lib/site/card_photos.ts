/**
 * Post cards' photos: the featured image's square with its larger 4:3 version in a source set once that is made
 * (`photo_set.ts`), read from the versions recorded on its media item (`featured_versions.ts`: no sharp, no storage
 * listing); a card whose image has no larger version yet shows the square alone.
 */
import type { AppContext } from "../app_env.ts";
import type { PostSummary } from "../schemas/post.ts";
import { recordedVariants } from "./featured_versions.ts";
import { type PhotoSet, photoSet } from "./photo_set.ts";

/** How wide a card shows: up to 450 px in the grids from 640 px, the viewport's width on phones. */
export const CARD_SIZES = "(min-width: 640px) 450px, 100vw";

/** `cards` each with the photo of its post's featured image (none without one). */
export async function withCardPhotos<T extends { post: PostSummary }>(
  c: AppContext,
  cards: T[],
): Promise<(T & { photo?: PhotoSet })[]> {
  return await Promise.all(cards.map(async (card) => {
    const featured = card.post.featured_image;
    if (!featured) return card;
    return { ...card, photo: photoSet(featured, await recordedVariants(c, featured), CARD_SIZES) };
  }));
}

/**
 * Which file of a featured image a page shows, from its main file (the spec's 512 px square) and the versions
 * recorded once made (`lib/media/featured_variants.ts`): the `<img>` of the post photo and the cards (the 4:3
 * versions as larger candidates of the source set), and the image the Pinterest link pins.
 */
import type { ImageVariant } from "../schemas/media.ts";

/** An image's `img` attributes: address, source set and sizes (empty without a larger version), intrinsic size. */
export interface PhotoSet {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

/** Size of the featured image's main file (the spec's square). */
const SQUARE = 512;

/**
 * The photo of `featured` shown `sizes` wide: its 4:3 versions (the card's and the large one) at their widths beside
 * the square, or the square alone.
 */
export function photoSet(featured: string, variants: readonly ImageVariant[], sizes: string): PhotoSet {
  const wide = variants.find((v) => v.ratio === "4x3" && v.width > SQUARE);
  if (!wide) return { src: featured, srcset: "", sizes: "", width: SQUARE, height: SQUARE };
  const card = variants.find((v) => v.ratio === "card" && v.width > SQUARE && v.width < wide.width);
  return {
    src: wide.url,
    srcset: [`${featured} ${SQUARE}w`, ...card ? [`${card.url} ${card.width}w`] : [], `${wide.url} ${wide.width}w`]
      .join(", "),
    sizes,
    width: wide.width,
    height: wide.height,
  };
}

/** The tall (2:3) version of `featured` once made, else its largest square: its 1:1 version or the main file. */
export function pinImage(featured: string, variants: readonly ImageVariant[]): string {
  const tall = variants.find((v) => v.ratio === "2x3");
  const square = variants.find((v) => v.ratio === "1x1" && v.width > SQUARE);
  return (tall ?? square)?.url ?? featured;
}

/** The picture used in link previews of pages without one of their own. */
import type { BuildAssets } from "../fresh/assets.ts";
import type { PublicSettings } from "../schemas/settings.ts";
import { absoluteUrl } from "./paths.ts";

/** Site path of the home hero poster (also the default preview image). */
export const HERO_POSTER_PATH = "/video/hero-poster.webp";

/** Pixel size of the hero poster. */
export const HERO_POSTER_SIZE = { width: 640, height: 360 } as const;

/** Absolute URL of the default preview image: the site logo when set, else the hero poster (versioned by `assets`). */
export function defaultShareImage(
  origin: string,
  settings: Pick<PublicSettings, "logo_url">,
  assets: Pick<BuildAssets, "asset">,
): string {
  return absoluteUrl(origin, settings.logo_url || assets.asset(HERO_POSTER_PATH));
}

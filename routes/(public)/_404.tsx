/**
 * The 404 page of every unknown path and every NotFoundError outside the API, inside the public layout. It names no
 * path (no canonical link: a missing page has no address of its own), so one render serves every missing path for a
 * while (`lib/cache/not_found_cache.ts`).
 */
import { NOT_FOUND_TITLE, NotFoundContent } from "@/components/site/NotFoundContent.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { useAssets } from "@/lib/fresh/assets.ts";
import { defaultShareImage } from "@/lib/site/share_image.ts";

export default function NotFoundPage({ url, state }: PageProps) {
  const assets = useAssets();
  const { settings } = siteContextFrom(state);
  return (
    <>
      <SeoHead
        title={pageTitle(NOT_FOUND_TITLE, settings.site_description)}
        description="La página que buscas no existe o fue movida. Vuelve al inicio o busca una receta."
        siteName={settings.site_name}
        image={defaultShareImage(url.origin, settings, assets)}
        noindex
      />
      <NotFoundContent />
    </>
  );
}

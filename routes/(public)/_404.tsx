/** The 404 page of every unknown path and every NotFoundError outside the API, inside the public layout. */
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
        canonical={new URL(url.pathname, url.origin).href}
        siteName={settings.site_name}
        image={defaultShareImage(url.origin, settings, assets)}
        noindex
      />
      <NotFoundContent />
    </>
  );
}

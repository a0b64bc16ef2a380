/** `/guardadas`: the recipes this device saved (no account; kept in the browser). Not indexed. */
import { Breadcrumbs } from "@/components/site/Breadcrumbs.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import SavedRecipes from "@/islands/SavedRecipes.tsx";
import type { PageProps } from "@/lib/fresh/types.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import { siteContextFrom } from "@/lib/site/context.ts";

export default function SavedPage({ url, state }: PageProps) {
  const { settings } = siteContextFrom(state);
  return (
    <>
      <SeoHead
        title={pageTitle("Recetas guardadas", settings.site_description)}
        description="Las recetas que guardaste en este dispositivo."
        canonical={new URL("/guardadas", url.origin).href}
        siteName={settings.site_name}
        noindex
      />
      <section class="container section saved-recipes">
        <Breadcrumbs items={[{ label: "Inicio", href: "/" }, { label: "Recetas guardadas" }]} />
        <h1>Recetas guardadas</h1>
        <p>Se guardan solo en este dispositivo y navegador, sin cuenta.</p>
        <SavedRecipes />
      </section>
    </>
  );
}

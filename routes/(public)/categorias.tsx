/** `/categorias`: every active category as a card (by position), the count, and a call to search or contact. */
import { Breadcrumbs } from "@/components/site/Breadcrumbs.tsx";
import { CategoryCard } from "@/components/site/CategoryCard.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import { pageTitle } from "@/lib/seo/meta.ts";
import { categoryCards } from "@/lib/site/cards.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { crumbsJsonLd } from "@/lib/site/crumbs.ts";
import { useAssets } from "@/lib/fresh/assets.ts";
import { defaultShareImage } from "@/lib/site/share_image.ts";
import { categoryCountText } from "@/lib/site/texts.ts";
import { define, page } from "@/lib/define.ts";

export const handler = define.handlers({
  GET(c) {
    const site = siteContextFrom(c.var.state);
    const active = site.categories.filter((category) => category.is_active === 1)
      .sort((a, b) => a.position - b.position);
    return page({ categories: categoryCards(active, site) });
  },
});

const CRUMBS = [{ label: "Inicio", href: "/" }, { label: "Categorías" }];

export default define.page<typeof handler>(function CategoriesPage({ data, url, state }) {
  const assets = useAssets();
  const { settings } = siteContextFrom(state);
  const { categories } = data;
  return (
    <>
      <SeoHead
        title={pageTitle("Categorías de Recetas", settings.site_description)}
        description="Explora todas las categorías de recetas cubanas: platos principales, arroces, postres, bebidas y mucho más."
        canonical={new URL("/categorias", url.origin).href}
        siteName={settings.site_name}
        image={defaultShareImage(url.origin, settings, assets)}
        jsonLd={[crumbsJsonLd(url.origin, CRUMBS, "/categorias")]}
      />
      <header class="page-hero">
        <div class="container">
          <Breadcrumbs items={CRUMBS} light />
          <h1 class="page-hero__title">Categorías de Recetas</h1>
          <p class="page-hero__text">
            Explora la cocina cubana por tipo de plato y encuentra tu próxima receta favorita.
          </p>
          {categories.length > 0 && <p class="page-hero__count">{categoryCountText(categories.length)}</p>}
        </div>
      </header>
      <section class="container section" aria-label="Lista de categorías">
        {categories.length === 0
          ? (
            <div class="empty-state empty-state--boxed">
              <p class="empty-state__title">No hay categorías disponibles</p>
              <p>Las categorías aparecerán aquí cuando estén disponibles.</p>
            </div>
          )
          : (
            <div class="card-grid">
              {categories.map(({ category, href }, i) => (
                <CategoryCard
                  key={category.id}
                  category={category}
                  href={href}
                  headingLevel={2}
                  eager={i < 3}
                  priority={i === 0}
                />
              ))}
            </div>
          )}
      </section>
      <section class="container section">
        <div class="cta">
          <h2 class="cta__title">¿No encuentras lo que buscas?</h2>
          <p>Busca una receta por su nombre o escríbenos y te ayudamos a encontrarla.</p>
          <p class="cta__actions">
            <a class="button" href="/search">Buscar Recetas</a>
            <a class="button button--secondary" href="/contacto">Contáctanos</a>
          </p>
        </div>
      </section>
    </>
  );
});

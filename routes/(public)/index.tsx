/**
 * `/`: the hero (looping video and title search), the categories carousel and the latest recipes carousel, then
 * the browsing sections: quick recipes and a few categories with their newest posts (`lib/site/home_sections.ts`).
 * It is one page: `?pagina=1` answers 301 to `/`, any other `pagina` 404 before anything is read.
 */
import { CategoryCard } from "@/components/site/CategoryCard.tsx";
import { HomeCardSection } from "@/components/site/HomeCardSection.tsx";
import { PostCard } from "@/components/site/PostCard.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import Carousel from "@/islands/Carousel.tsx";
import HeroVideo from "@/islands/HeroVideo.tsx";
import SearchBox from "@/islands/SearchBox.tsx";
import { useAssets } from "@/lib/fresh/assets.ts";
import { DEFAULT_META_DESCRIPTION } from "@/lib/schemas/settings.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import { websiteJsonLd } from "@/lib/seo/website.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { loadHomeSections, QUICK_RECIPE_MINUTES } from "@/lib/site/home_sections.ts";
import { defaultShareImage, HERO_POSTER_PATH, HERO_POSTER_SIZE } from "@/lib/site/share_image.ts";
import { define, page } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { redirectTo } from "@/lib/http/location.ts";
import { CATEGORY_PAGE_PARAM } from "@/lib/site/category_paging.ts";

export const handler = define.handlers({
  async GET(c) {
    // The home page is one page: `?pagina=1` is the bare path, any other page number is past the last.
    const asked = c.req.query(CATEGORY_PAGE_PARAM);
    if (asked === "1") return redirectTo(c, "/", 301);
    if (asked !== undefined) throw new NotFoundError();
    return page(await loadHomeSections(c, await c.var.content.snapshot.get(), siteContextFrom(c.var.state)));
  },
});

export default define.page<typeof handler>(function Home({ data, url, state }) {
  const assets = useAssets();
  const { asset } = assets;
  const { settings } = siteContextFrom(state);
  const description = DEFAULT_META_DESCRIPTION;
  return (
    <>
      <SeoHead
        title={pageTitle(settings.site_name, settings.site_description)}
        description={description}
        canonical={new URL("/", url.origin).href}
        siteName={settings.site_name}
        image={defaultShareImage(url.origin, settings, assets)}
        jsonLd={[websiteJsonLd(url.origin, settings.site_name, description)]}
      />
      <section class="hero">
        <img
          class="hero__poster"
          src={asset(HERO_POSTER_PATH)}
          alt=""
          width={HERO_POSTER_SIZE.width}
          height={HERO_POSTER_SIZE.height}
          fetchpriority="high"
        />
        <HeroVideo
          poster={asset(HERO_POSTER_PATH)}
          sources={[
            { src: asset("/video/hero.webm"), type: "video/webm" },
            { src: asset("/video/hero.mp4"), type: "video/mp4" },
          ]}
        />
        <div class="hero__shade" />
        <div class="hero__content container">
          <h1 class="hero__title">{settings.site_name}</h1>
          <p class="hero__subtitle">
            {settings.site_description}: los sabores de Cuba, paso a paso, desde tu cocina.
          </p>
          <SearchBox variant="hero" />
        </div>
      </section>
      {data.categories.length > 0 && (
        <section class="home-section container container--wide">
          <div class="section-header">
            <h2 id="home-categories">Categorías</h2>
            <a class="section-header__link" href="/categorias">Ver todas</a>
          </div>
          <Carousel label="Categorías">
            {data.categories.map(({ category, href }) => (
              <CategoryCard key={category.id} category={category} href={href} />
            ))}
          </Carousel>
        </section>
      )}
      <section class="home-section container container--wide">
        <div class="section-header">
          <h2 id="home-latest">Últimas recetas</h2>
          <a class="section-header__link" href="/search">Buscar recetas</a>
        </div>
        {data.latest.length === 0
          ? <p class="empty-state">Todavía no hay recetas publicadas.</p>
          : (
            <Carousel label="Últimas recetas">
              {data.latest.map(({ post, href, categoryName, photo }) => (
                <PostCard key={post.id} post={post} href={href} categoryName={categoryName} photo={photo} />
              ))}
            </Carousel>
          )}
      </section>
      <HomeCardSection
        id="home-quick"
        title="Recetas rápidas"
        intro={`Listas en menos de ${QUICK_RECIPE_MINUTES} minutos, de principio a fin.`}
        posts={data.quick}
      />
      {data.byCategory.map(({ category, href, posts }) => (
        <HomeCardSection
          key={category.id}
          id={`home-category-${category.slug}`}
          title={category.name}
          intro={category.description || undefined}
          more={{ href, label: `las recetas de ${category.name}` }}
          posts={posts}
        />
      ))}
    </>
  );
});

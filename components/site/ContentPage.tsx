/** Page component of `/{slug}` and `/{base}/{slug}`: a post, a category, or the category 404. */
import { useAssets } from "@/lib/fresh/assets.ts";
import { Head } from "@/lib/fresh/head.ts";
import type { PageProps } from "@/lib/fresh/types.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import type { ContentPageData } from "@/lib/site/content_route.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { defaultShareImage } from "@/lib/site/share_image.ts";
import { CategoryPage } from "./CategoryPage.tsx";
import { MissingCategory } from "./MissingCategory.tsx";
import { PostArticle } from "./PostArticle.tsx";
import { SeoHead } from "./SeoHead.tsx";

export default function ContentPage({ data, url, state }: PageProps<ContentPageData>) {
  const assets = useAssets();
  const { settings } = siteContextFrom(state);
  const fallbackImage = defaultShareImage(url.origin, settings, assets);
  if (data.kind === "post") {
    const { view } = data;
    return (
      <>
        <SeoHead
          title={view.documentTitle}
          description={view.description}
          canonical={view.canonical}
          siteName={settings.site_name}
          image={view.image ?? fallbackImage}
          imageAlt={view.post.title}
          type="article"
          publishedTime={view.post.published_at}
          modifiedTime={view.post.updated_at}
          jsonLd={view.jsonLd}
        />
        <PostArticle view={view} related={data.related} linked={data.linked} reviews={data.reviews} />
      </>
    );
  }
  if (data.kind === "category") {
    const { view } = data;
    const image = view.category.header_image || view.category.card_image;
    return (
      <>
        <SeoHead
          title={view.documentTitle}
          description={view.description}
          canonical={view.canonical}
          siteName={settings.site_name}
          image={image ? new URL(image, url.origin).href : fallbackImage}
          imageAlt={view.category.name}
          noindex={!view.category.post_count}
          jsonLd={view.jsonLd}
        />
        <Head>
          {view.prev && <link rel="prev" href={view.prev} />}
          {view.next && <link rel="next" href={view.next} />}
        </Head>
        <CategoryPage view={view} />
      </>
    );
  }
  return (
    <>
      <SeoHead
        title={pageTitle("Categoría no encontrada", settings.site_description)}
        description="La categoría que buscas no existe o ya no está disponible."
        canonical={new URL(url.pathname, url.origin).href}
        siteName={settings.site_name}
        image={fallbackImage}
        noindex
      />
      <MissingCategory slug={data.slug} />
    </>
  );
}

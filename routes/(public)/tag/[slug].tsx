/**
 * `/tag/{slug}`: the published posts carrying a tag, newest first, 100 a page (`?pagina=2` continues), after the
 * redirect check. A slug not in its address form ("Yuca", "yúca") answers 301 to it; a tag no published post
 * carries, or a page past the last, is the site's 404.
 */
import { SeoHead } from "@/components/site/SeoHead.tsx";
import { TagPage } from "@/components/site/TagPage.tsx";
import { listPublishedByTag } from "@/lib/db/post_tags.ts";
import { define, page } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { useAssets } from "@/lib/fresh/assets.ts";
import { Head } from "@/lib/fresh/head.ts";
import { redirectTo } from "@/lib/http/location.ts";
import { routeParam } from "@/lib/http/params.ts";
import { tagSlug } from "@/lib/schemas/post.ts";
import { withCardExcerpts } from "@/lib/site/card_excerpts.ts";
import {
  CATEGORY_PAGE_PARAM,
  categoryPageCount,
  categoryPageHref,
  parseCategoryPage,
} from "@/lib/site/category_paging.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { tagPath } from "@/lib/site/paths.ts";
import { answerRedirect } from "@/lib/site/redirect.ts";
import { defaultShareImage } from "@/lib/site/share_image.ts";
import { buildTagView } from "@/lib/site/tag_view.ts";
import { withCardPhotos } from "@/lib/site/card_photos.ts";

/** Posts listed on each page of a tag, as on a category page. */
export const TAG_PAGE_LIMIT = 100;

export const handler = define.handlers({
  async GET(c) {
    const redirected = await answerRedirect(c);
    if (redirected) return redirected;
    const asked = routeParam(c, "slug");
    const slug = tagSlug(asked);
    if (!slug) throw new NotFoundError();
    const pageParam = c.req.query(CATEGORY_PAGE_PARAM);
    const pageNo = parseCategoryPage(pageParam);
    if (pageNo === null) throw new NotFoundError();
    if (slug !== asked || pageParam === "1") return redirectTo(c, categoryPageHref(tagPath(slug), pageNo), 301);
    const list = await listPublishedByTag(c.var.kv, slug, pageNo, TAG_PAGE_LIMIT);
    if (!list.tag) throw new NotFoundError();
    const pages = categoryPageCount(list.total, TAG_PAGE_LIMIT);
    const view = buildTagView(
      { name: list.tag, slug },
      await withCardExcerpts(c.var.kv, await c.var.content.snapshot.get(), list.posts),
      list.total,
      {
        origin: c.var.siteOrigin,
        site: siteContextFrom(c.var.state),
        paging: { page: pageNo, pages, perPage: TAG_PAGE_LIMIT },
      },
    );
    return page({ view: { ...view, posts: await withCardPhotos(c, view.posts) } });
  },
});

export default define.page<typeof handler>(function TagRoute({ data, url, state }) {
  const assets = useAssets();
  const { settings } = siteContextFrom(state);
  const { view } = data;
  return (
    <>
      <SeoHead
        title={view.documentTitle}
        description={view.description}
        canonical={view.canonical}
        siteName={settings.site_name}
        image={defaultShareImage(url.origin, settings, assets)}
        imageAlt={view.tag}
        jsonLd={view.jsonLd}
      />
      <Head>
        {view.prev && <link rel="prev" href={view.prev} />}
        {view.next && <link rel="next" href={view.next} />}
      </Head>
      <TagPage view={view} />
    </>
  );
});

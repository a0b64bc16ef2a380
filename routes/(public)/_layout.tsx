/** Layout of the public site: feed and icon links, skip link, fixed header (menu and search), main content and footer. */
import { SiteFooter } from "@/components/site/SiteFooter.tsx";
import SiteHeader from "@/islands/SiteHeader.tsx";
import { Head } from "@/lib/fresh/head.ts";
import type { LayoutProps } from "@/lib/fresh/types.ts";
import { siteContextFrom } from "@/lib/site/context.ts";

export default function PublicLayout({ Component, state }: LayoutProps) {
  const { settings, menu } = siteContextFrom(state);
  return (
    <>
      <Head>
        <link rel="alternate" type="application/rss+xml" title={settings.site_name} href="/rss.xml" />
        {settings.favicon_32_url && <link rel="icon" type="image/webp" sizes="32x32" href={settings.favicon_32_url} />}
        {settings.favicon_16_url && <link rel="icon" type="image/webp" sizes="16x16" href={settings.favicon_16_url} />}
        {settings.apple_touch_icon_url && <link rel="apple-touch-icon" href={settings.apple_touch_icon_url} />}
      </Head>
      <a class="skip-link" href="#contenido">Saltar al contenido</a>
      <SiteHeader siteName={settings.site_name} logoUrl={settings.logo_url} menu={menu} />
      <main id="contenido" class="site-main" tabIndex={-1}>
        <Component />
      </main>
      <SiteFooter siteName={settings.site_name} description={settings.site_description} />
    </>
  );
}

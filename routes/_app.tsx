/**
 * The HTML document around every page. Public pages are in the site's language setting (Spanish by default) with
 * the site and island styles; admin pages are English. Each loads one stylesheet for its audience (`STYLESHEETS` in `fresh.config.ts`), the shared design tokens
 * (`static/tokens.css`) first; public pages preload the headings' web font (`lib/site/fonts.ts`).
 */
import { useAssets } from "@/lib/fresh/assets.ts";
import { REFERRER_POLICY } from "@/lib/http/security_headers.ts";
import type { LayoutProps } from "@/lib/fresh/types.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { PRELOADED_FONTS } from "@/lib/site/fonts.ts";

export default function App({ Component, url, state }: LayoutProps) {
  const { asset, stylesheet } = useAssets();
  const admin = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  return (
    <html lang={admin ? "en" : siteContextFrom(state).settings.language} data-hydrate={admin ? "eager" : undefined}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content={REFERRER_POLICY} />
        <title>Recetas Cubanas</title>
        {!admin &&
          PRELOADED_FONTS.map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossorigin="anonymous" />
          ))}
        <link rel="stylesheet" href={stylesheet(admin ? "admin" : "public")} />
        <link rel="icon" href={asset("/favicon.svg")} type="image/svg+xml" />
      </head>
      <body class={admin ? "admin" : "public"}>
        <Component />
      </body>
    </html>
  );
}

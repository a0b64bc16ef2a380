/**
 * Shared frame of the legal pages: head tags (title, description, canonical,
 * breadcrumbs JSON-LD), a hero with today's date as the last update, an index
 * of sections, and the sections.
 */
import type { ComponentChildren } from "preact";
import { pageTitle } from "@/lib/seo/meta.ts";
import { crumbsJsonLd } from "@/lib/site/crumbs.ts";
import { todayEs } from "@/lib/site/legal.ts";
import type { PublicSettings } from "@/lib/schemas/settings.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { SeoHead } from "./SeoHead.tsx";

/** One numbered section of a legal text. */
export interface LegalSection {
  id: string;
  title: string;
  body: ComponentChildren;
}

/** Props of {@link LegalPage}. */
export interface LegalPageProps {
  title: string;
  /** Path of the page, e.g. `/terminos-y-condiciones`. */
  path: string;
  /** Meta description. */
  description: string;
  /** Request URL (its origin makes the canonical link). */
  url: URL;
  settings: Pick<PublicSettings, "site_name" | "site_description">;
  intro: ComponentChildren;
  sections: LegalSection[];
}

/** Renders a legal document. */
export function LegalPage({ title, path, description, url, settings, intro, sections }: LegalPageProps) {
  const crumbs = [{ label: "Inicio", href: "/" }, { label: title }];
  const updated = todayEs();
  return (
    <>
      <SeoHead
        title={pageTitle(title, settings.site_description)}
        description={description}
        canonical={new URL(path, url.origin).href}
        siteName={settings.site_name}
        jsonLd={[crumbsJsonLd(url.origin, crumbs, path)]}
      />
      <header class="page-hero page-hero--compact">
        <div class="container container--narrow">
          <Breadcrumbs items={crumbs} light />
          <h1 class="page-hero__title">{title}</h1>
          <p class="page-hero__text">
            Última actualización: <time dateTime={updated.iso}>{updated.text}</time>
          </p>
        </div>
      </header>
      <div class="container container--narrow section legal">
        <div class="legal__intro prose">{intro}</div>
        <nav class="toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" class="toc__title">Contenido</h2>
          <ol class="toc__list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div class="prose">
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{i + 1}. {section.title}</h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

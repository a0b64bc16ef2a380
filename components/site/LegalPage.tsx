/** Shared frame of the legal pages: hero with the last-updated date, an index of sections, and the sections. */
import type { ComponentChildren } from "preact";
import type { Crumb } from "@/lib/site/crumbs.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

/** One numbered section of a legal text. */
export interface LegalSection {
  id: string;
  title: string;
  body: ComponentChildren;
}

/** Props of {@link LegalPage}. */
export interface LegalPageProps {
  title: string;
  intro: ComponentChildren;
  /** Last-updated date as ISO and Spanish text. */
  updated: { iso: string; text: string };
  sections: LegalSection[];
  crumbs: Crumb[];
}

/** Renders a legal document. */
export function LegalPage({ title, intro, updated, sections, crumbs }: LegalPageProps) {
  return (
    <>
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

/** Categories as files name them: "Postres", "Recetas > Postres", or `{ name, slug, parent }`. */
import { slugify } from "../../../../lib/text/slug.ts";
import type { ImportCategory } from "../../types.ts";

/**
 * Categories from a front matter or JSON value (one entry or a list), parents
 * before children, each slug once. A "Recetas > Postres" path files the post
 * under Postres with Recetas as its parent.
 */
export function categoriesFrom(value: unknown): ImportCategory[] {
  const out = new Map<string, ImportCategory>();
  const add = (category: ImportCategory) => {
    if (category.slug && !out.has(category.slug)) out.set(category.slug, category);
  };
  const entries = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  for (const entry of entries) {
    if (typeof entry === "string" || typeof entry === "number") {
      let parent: string | undefined;
      for (const name of String(entry).split(">").map((part) => part.trim()).filter(Boolean)) {
        const slug = slugify(name);
        add(parent ? { name, slug, parent } : { name, slug });
        parent = slug;
      }
    } else if (entry && typeof entry === "object") {
      const record = entry as Record<string, unknown>;
      const name = String(record.name ?? "").trim();
      const slug = slugify(String(record.slug ?? name));
      const parent = record.parent ? slugify(String(record.parent)) : "";
      if (name) add(parent ? { name, slug, parent } : { name, slug });
    }
  }
  return [...out.values()];
}

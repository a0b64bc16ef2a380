/**
 * What Yoast SEO and Rank Math keep of a WordPress post: its meta title, description and focus keyword (the first
 * plugin that has one wins), with the plugins' template variables (`%%title%%`, `%sitename%`) resolved or dropped
 * so the text around them is kept; and what the site has no field for (a canonical address, noindex), named in a
 * note instead of dropped silently.
 */
import { cleanText } from "../shared/html.ts";
import type { WxrItem } from "./wxr.ts";

/** SEO fields of the post and the meta keys of Yoast SEO and Rank Math that hold them (the first set one wins). */
const SEO_META: [field: string, keys: string[]][] = [
  ["meta_title", ["_yoast_wpseo_title", "rank_math_title"]],
  ["meta_description", ["_yoast_wpseo_metadesc", "rank_math_description"]],
  ["focus_keyword", ["_yoast_wpseo_focuskw", "rank_math_focus_keyword"]],
];

/** A template variable: `%%title%%` in Yoast, `%title%` in Rank Math. */
const TEMPLATE_VARIABLE = /%%?([a-z_]+)%%?/gi;
/** Separators a template puts between its parts, left dangling once a variable is dropped. */
const DANGLING_SEPARATORS = /^[\s\-–—|·•:»«]+|[\s\-–—|·•:»«]+$/g;

/** `value` with `%%title%%` as the post's title, other variables (site name, separator, …) dropped, tidied. */
export function resolveTemplate(value: string, title: string): string {
  return value.replace(TEMPLATE_VARIABLE, (_whole, name: string) => name.toLowerCase() === "title" ? title : " ")
    .replace(/\s+/g, " ").replace(DANGLING_SEPARATORS, "").trim();
}

/**
 * The SEO fields of `item` and notes on what the site cannot keep. A value that is only variables (the plugin's
 * default, e.g. `%%title%% %%sep%% %%sitename%%`) is left for the site's own default.
 */
export function seoOf(item: WxrItem, title: string): { fields: Record<string, string>; notes: string[] } {
  const fields: Record<string, string> = {};
  for (const [field, keys] of SEO_META) {
    for (const key of keys) {
      const raw = cleanText(item.meta.get(key) ?? "");
      // Rank Math keeps several focus keywords comma-separated; the first is the main one.
      const value = key === "rank_math_focus_keyword" ? raw.split(",")[0].trim() : raw;
      const onlyVariables = !value.replace(TEMPLATE_VARIABLE, "").replace(DANGLING_SEPARATORS, "").trim();
      if (value && !onlyVariables) {
        fields[field] = resolveTemplate(value, title);
        break;
      }
    }
  }
  const notes: string[] = [];
  const canonical = (item.meta.get("_yoast_wpseo_canonical") ?? item.meta.get("rank_math_canonical_url") ?? "").trim();
  if (canonical) notes.push(`canonical address ${canonical} in WordPress: not kept (the site has no field for it)`);
  const noindex = item.meta.get("_yoast_wpseo_meta-robots-noindex")?.trim() === "1" ||
    /\bnoindex\b/.test(item.meta.get("rank_math_robots") ?? "");
  if (noindex) notes.push("hidden from search engines (noindex) in WordPress: not kept (the site has no field for it)");
  return { fields, notes };
}

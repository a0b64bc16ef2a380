/**
 * Old addresses of a WordPress site that name no post, category or tag, gathered while the export is indexed:
 * each upload (`/wp-content/uploads/…`, the original and every size WordPress made of it), attachment pages and
 * `/?attachment_id=N` (all to the image on the site, once an imported post brought it in), author archives
 * (`/author/maria/`) and date archives (`/2024/`, `/2024/03/`, `/2024/03/05/`), which the site has no page for:
 * they lead to the home page. Kept per attachment and per day, never per post.
 */
import { slugify } from "../../../../lib/text/slug.ts";
import type { ImportSiteRedirect } from "../../types.ts";
import { isSerialized, phpUnserialize, type PhpValue } from "./php_unserialize.ts";
import type { WxrItem } from "./wxr.ts";

/** The file names of the sizes WordPress made of an attachment (`_wp_attachment_metadata`), none when unreadable. */
function sizeFiles(item: WxrItem): string[] {
  const raw = item.meta.get("_wp_attachment_metadata")?.trim() ?? "";
  let meta: PhpValue = null;
  try {
    meta = isSerialized(raw) ? phpUnserialize(raw) : null;
  } catch {
    return [];
  }
  const sizes = meta && typeof meta === "object" && !Array.isArray(meta) ? meta.sizes : null;
  if (!sizes || typeof sizes !== "object") return [];
  return Object.values(sizes).flatMap((size) =>
    size && typeof size === "object" && !Array.isArray(size) && typeof size.file === "string" ? [size.file] : []
  );
}

/** The path and query of `url`, or null when it is not a URL. */
function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

/** Collects the old addresses while the export streams; {@link entries} lists them once it is read. */
export class ArchiveAddresses {
  #uploads: ImportSiteRedirect[] = [];
  #authors = new Set<string>();
  #days = new Set<string>();

  constructor(readonly label: string) {}

  /** Notes what `item` had an address for. */
  add(item: WxrItem): void {
    if (item.postType === "attachment" && item.attachmentUrl) this.#addAttachment(item);
    if (item.postType !== "post" || item.status !== "publish") return;
    if (item.creator) this.#authors.add(item.creator);
    const day = item.date.match(/^(\d{4})-(\d{2})-(\d{2})/);
    if (day) this.#days.add(`${day[1]}/${day[2]}/${day[3]}`);
  }

  #addAttachment(item: WxrItem): void {
    const original = item.attachmentUrl;
    const folder = original.slice(0, original.lastIndexOf("/") + 1);
    const image = [original, ...sizeFiles(item).map((file) => folder + file)];
    const sources = new Set([...image, item.link].map(pathOf).filter((path): path is string => !!path && path !== "/"));
    if (/^\d+$/.test(item.id)) sources.add(`/?attachment_id=${item.id}`);
    for (const from of sources) {
      this.#uploads.push({ kind: "redirect", label: `${this.label}#${item.id}`, from, to: { image } });
    }
  }

  /** The redirects of everything noted. */
  entries(): ImportSiteRedirect[] {
    const home = (label: string, from: string): ImportSiteRedirect => ({
      kind: "redirect",
      label: `${this.label}#${label}`,
      from,
      to: { path: "/" },
    });
    const authors = [...this.#authors].map((login) => slugify(login)).filter(Boolean)
      .map((slug) => home(`author-${slug}`, `/author/${slug}/`));
    const archives = new Set<string>();
    for (const day of [...this.#days].sort()) {
      const [year, month] = day.split("/");
      for (const archive of [year, `${year}/${month}`, day]) archives.add(`/${archive}/`);
    }
    return [...this.#uploads, ...authors, ...[...archives].map((from) => home(`archive-${from}`, from))];
  }
}

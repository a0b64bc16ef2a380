/** RSS 2.0 feed of the latest published posts. */
import { escapeXml } from "./xml.ts";

/** The feed's channel. */
export interface RssChannel {
  title: string;
  /** Absolute URL of the site. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  description: string;
  language: string;
}

/** One feed item. */
export interface RssItem {
  title: string;
  /** Absolute URL of the post. */
  link: string;
  description: string;
  /** ISO date-time of publication. */
  pubDate: string;
  categories?: string[];
  /** Absolute image URL, sent as an enclosure. */
  image?: string;
  /** The image's size in bytes, when known (RSS wants 0 otherwise). */
  imageLength?: number;
}

function rfc822(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toUTCString();
}

function imageType(url: string): string {
  const ext = url.split(/[?#]/)[0].split(".").pop()?.toLowerCase();
  return ext === "png" ? "image/png" : ext === "jpg" || ext === "jpeg" ? "image/jpeg" : "image/webp";
}

/** An RSS 2.0 document with an atom:link to itself. */
export function rssXml(channel: RssChannel, items: RssItem[]): string {
  const newest = items.map((item) => item.pubDate).filter(Boolean).sort().at(-1);
  const entries = items.map((item) => {
    const date = rfc822(item.pubDate);
    return [
      "<item>",
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `<description>${escapeXml(item.description)}</description>`,
      date ? `<pubDate>${date}</pubDate>` : "",
      ...(item.categories ?? []).map((name) => `<category>${escapeXml(name)}</category>`),
      item.image
        ? `<enclosure url="${escapeXml(item.image)}" length="${item.imageLength ?? 0}" type="${
          imageType(item.image)
        }"/>`
        : "",
      "</item>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
    `<title>${escapeXml(channel.title)}</title>\n` +
    `<link>${escapeXml(channel.link)}</link>\n` +
    `<description>${escapeXml(channel.description)}</description>\n` +
    `<language>${escapeXml(channel.language)}</language>\n` +
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>\n` +
    (newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : "") +
    `${entries.join("\n")}\n</channel>\n</rss>\n`;
}

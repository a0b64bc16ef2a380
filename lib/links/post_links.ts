/**
 * The links of one post: collected and resolved (no network), then checked
 * (external requests) and summed up as the stored link stats.
 */
import type { LinkIssue, LinkStats } from "../schemas/link_stats.ts";
import type { LinkCheckContext } from "./context.ts";
import type { ExternalResult } from "./external_checker.ts";
import { readPostHtml } from "../content/post_html.ts";
import { classifyLink } from "./link_target.ts";
import type { InternalResolution } from "./resolve_internal.ts";

/** What a post needs to have its links collected. */
export interface PostLinkSource {
  id: string;
  slug: string;
  content: string;
}

/** A distinct link target of a post, with the text and href of its first occurrence. */
export interface FoundLink {
  href: string;
  text: string;
  url: URL;
}

/** A post's distinct internal and external links. */
export interface CollectedLinks {
  internal: (FoundLink & { resolution: InternalResolution })[];
  external: FoundLink[];
  /** Posts this post links to (itself excluded), broken links to drafts included. */
  linkedPostIds: Set<string>;
}

/** A link that was not checked because its host is not allowed. */
export interface SkippedLink {
  url: string;
  text: string;
  reason: string;
}

/** Stats of a post plus the links left unchecked. */
export interface CheckedLinks {
  stats: LinkStats;
  skipped: SkippedLink[];
}

const MAX_TEXT = 500;
const MAX_URL = 2048;
const MAX_ISSUES = 1000;

/** Extracts the post's links and images and resolves the internal ones. Duplicates (same target) count once. */
export async function collectPostLinks(ctx: LinkCheckContext, post: PostLinkSource): Promise<CollectedLinks> {
  const base = ctx.postUrl(post.slug);
  const internal = new Map<string, FoundLink>();
  const external = new Map<string, FoundLink>();
  const html = readPostHtml(post.content);
  // Images are checked like links: an `<img>` on a dead host is as broken as a link to it.
  const images = html.images.map(({ src, alt }) => ({ href: src, text: alt ? `image "${alt}"` : "image" }));
  for (const { href, text } of [...html.links, ...images]) {
    const target = classifyLink(href, base, ctx.siteHosts);
    if (target.kind === "skip") continue;
    const bucket = target.kind === "internal" ? internal : external;
    const key = target.kind === "internal" ? target.url.pathname + target.url.search : target.url.href;
    if (!bucket.has(key)) bucket.set(key, { href, text, url: target.url });
  }
  const linkedPostIds = new Set<string>();
  const resolved = await Promise.all([...internal.values()].map(async (link) => {
    const resolution = await ctx.resolver.resolve(link.url.pathname);
    if ("postId" in resolution && resolution.postId && resolution.postId !== post.id) {
      linkedPostIds.add(resolution.postId);
    }
    return { ...link, resolution };
  }));
  return { internal: resolved, external: [...external.values()], linkedPostIds };
}

/** Checks the collected links (external ones over HTTP) and builds the stats, dated `now` (default: when done). */
export async function checkCollectedLinks(
  ctx: LinkCheckContext,
  links: CollectedLinks,
  inboundCount: number,
  now?: Date,
): Promise<CheckedLinks> {
  const broken: LinkIssue[] = [];
  const manual: LinkIssue[] = [];
  const skipped: SkippedLink[] = [];
  const record = (type: LinkIssue["type"], link: FoundLink, result: ExternalResult, prefix = "") => {
    if (result.outcome === "ok") return;
    const reason = prefix + (result.reason ?? result.outcome);
    if (result.outcome === "skipped") {
      skipped.push({ url: clip(link.href, MAX_URL), text: clip(link.text, MAX_TEXT), reason });
      return;
    }
    (result.outcome === "broken" ? broken : manual).push(issue(type, link, reason, result.status));
  };

  const internalChecks = links.internal.map(async (link) => {
    const { resolution } = link;
    if (resolution.status === "broken") broken.push(issue("internal", link, resolution.reason));
    if (resolution.status === "external") {
      record("internal", link, await ctx.external.check(resolution.url), "redirects off the site: ");
    }
  });
  const externalChecks = links.external.map(async (link) =>
    record("external", link, await ctx.external.check(link.url))
  );
  await Promise.all([...internalChecks, ...externalChecks]);

  const order = (list: LinkIssue[]) => list.sort((a, b) => a.type.localeCompare(b.type) || a.url.localeCompare(b.url));
  const brokenLinks = order(broken).slice(0, MAX_ISSUES);
  return {
    stats: {
      lastChecked: (now ?? new Date()).toISOString(),
      outboundInternal: links.internal.length,
      outboundExternal: links.external.length,
      inboundCount,
      brokenLinksCount: broken.length,
      brokenLinks,
      manualCheck: order(manual).slice(0, MAX_ISSUES),
    },
    skipped,
  };
}

function issue(type: LinkIssue["type"], link: FoundLink, reason: string, status?: number): LinkIssue {
  const out: LinkIssue = {
    type,
    text: clip(link.text, MAX_TEXT),
    url: clip(link.href, MAX_URL),
    reason: clip(reason, MAX_TEXT),
  };
  if (status !== undefined) out.status = status;
  return out;
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Everything one link check run shares: options, the site snapshot, the internal resolver and the HTTP checker. */
import { postPath } from "../shared/paths.ts";
import { ExternalLinkChecker } from "./external_checker.ts";
import {
  FALLBACK_SITE_ORIGIN,
  type LinkCheckOptions,
  type ResolvedLinkCheckOptions,
  resolveLinkCheckOptions,
} from "./options.ts";
import { InternalResolver } from "./resolve_internal.ts";
import { loadSiteIndex, type SiteIndex } from "./site_index.ts";

/** State of one run (one post, or every post). */
export interface LinkCheckContext {
  options: ResolvedLinkCheckOptions;
  index: SiteIndex;
  /** Hosts that are the site itself. */
  siteHosts: ReadonlySet<string>;
  resolver: InternalResolver;
  external: ExternalLinkChecker;
  /** Public address of a post: the base of its relative links. */
  postUrl(slug: string): URL;
}

/** Reads the site snapshot of `kv` and prepares a run with `options`. */
export async function createLinkCheckContext(kv: Deno.Kv, options: LinkCheckOptions = {}): Promise<LinkCheckContext> {
  const resolved = resolveLinkCheckOptions(options);
  const index = await loadSiteIndex(kv, resolved.media);
  const origin = resolved.siteOrigins[0] ?? FALLBACK_SITE_ORIGIN;
  const siteHosts = new Set([...resolved.siteOrigins, origin].map((o) => new URL(o).host));
  return {
    options: resolved,
    index,
    siteHosts,
    resolver: new InternalResolver(index, siteHosts),
    external: new ExternalLinkChecker(resolved),
    postUrl: (slug) => new URL(postPath(slug, index.postBase), origin),
  };
}

/**
 * Server rendering of a page: `_app` > `_layout`s > page, then the document
 * gets the collected `<Head>` elements and, only when islands were rendered,
 * their props and the module script that boots them (served from `/_build/`,
 * see `start_script.ts`: pages carry no inline script a CSP would have to allow).
 */
import { type ComponentChildren, type ComponentType, Fragment, h, type VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { AssetsContext, type BuildAssets } from "./assets.ts";
import { collectHead } from "./head.ts";
import { collectIslands, type IslandRegistry } from "./islands.ts";
import { escapeForScript, stringify } from "./serialize.ts";
import { type ClientManifest, startScriptUrl } from "./start_script.ts";
import type { LayoutProps, PageProps } from "./types.ts";

/** Components that make up one page. */
export interface PageChain {
  app?: ComponentType<LayoutProps>;
  layouts: ComponentType<LayoutProps>[];
  page: ComponentType<PageProps>;
}

/** What a page renders with, from its app: the client build, the islands, the build's URLs. */
export interface RenderContext {
  manifest: ClientManifest;
  islands: IslandRegistry;
  assets: BuildAssets;
}

/** Renders a full HTML document for `props` through the chain. */
export function renderPage(chain: PageChain, props: PageProps, context: RenderContext): string {
  const { manifest } = context;
  let inner: () => VNode = () => h(chain.page, props) as VNode;
  for (const layout of [...chain.layouts].reverse()) {
    const child = inner;
    inner = () => h(layout, { ...props, Component: child }) as VNode;
  }
  const page = chain.app ? h(chain.app, { ...props, Component: inner }) as VNode : inner();
  const tree = h(AssetsContext.Provider, { value: context.assets }, page);
  const { result: { result: body, islands }, head } = collectHead(() =>
    collectIslands(context.islands, () => renderToString(tree))
  );
  let html = body.startsWith("<!DOCTYPE") || body.startsWith("<!doctype") ? body : "<!DOCTYPE html>" + body;
  const { html: headHtml, keys } = renderHead(head);
  if (headHtml) html = insertBefore(dropReplacedHeadTags(html, keys), "</head>", headHtml);
  if (islands.used.size > 0) {
    html = insertBefore(html, "</body>", islandScripts(islands.props, islands.used, manifest));
  }
  return html;
}

const HEAD_TAG = /<title>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>|<(script|style|noscript)\b[\s\S]*?<\/\1>/g;

/**
 * Renders head children, keeping only the last `<title>` and the last meta per
 * name/property and canonical link; returns those keys so the document's own defaults can be dropped.
 */
export function renderHead(head: ComponentChildren[]): { html: string; keys: Set<string> } {
  const tags = head.flatMap((children) => renderToString(h(Fragment, null, children)).match(HEAD_TAG) ?? []);
  const keys = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.reverse()) {
    const key = headKey(tag);
    if (key && keys.has(key)) continue;
    if (key) keys.add(key);
    kept.unshift(tag);
  }
  return { html: kept.join(""), keys };
}

/** Identity of a head tag for de-duplication, or null when repeats are fine. */
function headKey(tag: string): string | null {
  if (tag.startsWith("<title")) return "title";
  const attr = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  if (tag.startsWith("<link")) return attr("rel") === "canonical" ? "canonical" : null;
  if (tag.startsWith("<meta")) {
    const key = attr("name") ?? attr("property");
    return key ? `meta:${key}` : null;
  }
  return null;
}

/** Removes tags from the document's `<head>` that collected head elements replace. */
function dropReplacedHeadTags(html: string, keys: Set<string>): string {
  const end = html.indexOf("</head>");
  if (end === -1 || keys.size === 0) return html;
  const head = html.slice(0, end).replace(HEAD_TAG, (tag) => {
    const key = headKey(tag);
    return key && keys.has(key) ? "" : tag;
  });
  return head + html.slice(end);
}

function islandScripts(props: unknown[], used: Set<string>, manifest: ClientManifest): string {
  const names = [...used];
  const islandUrls = names.map((name) => {
    const url = manifest.islandUrls.get(name);
    if (!url) throw new Error(`Island ${name} has no client bundle`);
    return url;
  });
  const preloads = [manifest.bootUrl, ...islandUrls].map((url) => `<link rel="modulepreload" href="${url}">`).join("");
  return `<script type="application/json" id="__rc_props">${escapeForScript(stringify(props))}</script>` +
    preloads + `<script type="module" src="${startScriptUrl(manifest, names)}"></script>`;
}

function insertBefore(html: string, marker: string, insert: string): string {
  const at = html.lastIndexOf(marker);
  return at === -1 ? html + insert : html.slice(0, at) + insert + html.slice(at);
}

/**
 * The module script that starts a page's islands: it imports the runtime and
 * the island chunks the page uses and calls `boot()`. It is served from
 * `/_build/` rather than inlined, so the Content-Security-Policy allows
 * scripts from this origin only. Its URL names the build and the islands,
 * so any server process of the same build can answer it, and it is immutable.
 */
import { BUILD_PREFIX } from "./paths.ts";

/** What the renderer needs to know about the client build. */
export interface ClientManifest {
  bootUrl: string;
  islandUrls: Map<string, string>;
  /** Names the build in start script URLs. */
  buildId: string;
}

const START_SCRIPT_PATH = /^\/_build\/start-([A-Z0-9]+)\/([A-Za-z0-9]+(?:\+[A-Za-z0-9]+)*)\.js$/;

/** URL of the start script for `names` (island names in page order). */
export function startScriptUrl(manifest: ClientManifest, names: string[]): string {
  return `${BUILD_PREFIX}start-${manifest.buildId}/${names.join("+")}.js`;
}

/** Source of the start script for `names`; throws when an island has no bundle. */
export function startScriptCode(manifest: ClientManifest, names: string[]): string {
  const imports = names.map((name, i) => {
    const url = manifest.islandUrls.get(name);
    if (!url) throw new Error(`Island ${name} has no client bundle`);
    return { name, id: `i${i}`, url };
  });
  return `import{boot}from${JSON.stringify(manifest.bootUrl)};` +
    imports.map((m) => `import ${m.id} from${JSON.stringify(m.url)};`).join("") +
    `boot({${imports.map((m) => `${JSON.stringify(m.name)}:${m.id}`).join(",")}});`;
}

/** The client side of a build manifest, as the renderer and start scripts use it. */
export function clientManifest(
  manifest: { buildId: string; bootUrl: string; islands: Record<string, { url: string }> },
): ClientManifest {
  return {
    buildId: manifest.buildId,
    bootUrl: manifest.bootUrl,
    islandUrls: new Map(Object.entries(manifest.islands).map(([name, island]) => [name, island.url])),
  };
}

/** The start script at `path` when it is one of this build for known, distinct islands; else null. */
export function startScriptFor(
  manifest: { buildId: string; bootUrl: string; islands: Record<string, { url: string }> },
  path: string,
): string | null {
  const match = path.match(START_SCRIPT_PATH);
  if (!match || match[1] !== manifest.buildId) return null;
  const names = match[2].split("+");
  if (new Set(names).size !== names.length || names.some((name) => !Object.hasOwn(manifest.islands, name))) {
    return null;
  }
  return startScriptCode(clientManifest(manifest), names);
}

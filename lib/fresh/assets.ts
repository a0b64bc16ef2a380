/**
 * The URLs of one app's build, as pages and handlers ask for them: `asset("/styles.css")` →
 * `/styles.css?v=<hash>` (cache-busting URLs for static files) and `stylesheet("public")` → the bundle's hashed
 * URL. Each app has its own ({@link BuildAssets} on the app object); a page reads it with {@link useAssets} (a
 * Preact context the renderer provides), a handler from `c.var.assets`.
 */
import { createContext } from "preact";
import { useContext } from "preact/hooks";

/** URLs of the build an app serves. */
export interface BuildAssets {
  /** Versioned URL of a static file (unversioned when the build does not know it). */
  asset(path: string): string;
  /** URL of a stylesheet bundle; throws when the build has none of that name. */
  stylesheet(name: string): string;
}

/** Makes the {@link BuildAssets} of static file hashes and stylesheet URLs. */
export function buildAssets(
  staticHashes: Record<string, { hash: string }>,
  stylesheets: Record<string, string>,
): BuildAssets {
  return {
    asset(path) {
      return Object.hasOwn(staticHashes, path) ? `${path}?v=${staticHashes[path].hash}` : path;
    },
    stylesheet(name) {
      const url = Object.hasOwn(stylesheets, name) ? stylesheets[name] : undefined;
      if (!url) throw new Error(`The build has no ${name} stylesheet`);
      return url;
    },
  };
}

/** The rendering app's assets (provided by the renderer around every page). */
export const AssetsContext = createContext<BuildAssets | null>(null);

/** The assets of the app rendering this page; throws outside a page render. */
export function useAssets(): BuildAssets {
  const assets = useContext(AssetsContext);
  if (!assets) throw new Error("useAssets() is only available while a page renders");
  return assets;
}

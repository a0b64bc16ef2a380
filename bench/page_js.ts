/**
 * JavaScript per public page of the demo site: each script file the home,
 * recipe, category and saved-recipes pages load (following static imports)
 * with its gzip size, and the page totals (raw and gzip).
 *
 * Run: deno run --allow-all bench/page_js.ts
 */
import { startSite } from "@/tests/support/site.ts";
import { pageScripts } from "./page_scripts.ts";
import { samplePublicPaths } from "./sample_paths.ts";

async function main(): Promise<void> {
  const site = await startSite({ seed: true });
  try {
    const paths = { ...await samplePublicPaths(site.kv), saved: "/guardadas" };
    const load = async (url: string) => {
      const response = await fetch(site.url + url, { headers: { "Accept-Encoding": "identity" } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    for (const [name, path] of Object.entries(paths)) {
      const scripts = await pageScripts(new TextDecoder().decode(await load(path)), load);
      console.log(`${name.padEnd(8)} ${path.padEnd(32)} ${scripts.gzip} B gzip (${scripts.raw} B raw)`);
      for (const file of scripts.files) console.log(`    ${file.url.padEnd(56)} ${file.gzip}`);
    }
  } finally {
    await site.close();
  }
}

if (import.meta.main) await main();

/**
 * The build as serving sees it: files are answered as the build wrote them (nothing is compressed at start), and
 * a build is stale exactly when something it read changed: an island or what it imports, a file of the island or
 * static folders (added ones too), a named input, or the mode.
 */
import assert from "node:assert/strict";
import { gunzipSync, gzipSync } from "node:zlib";
import { stopBuilder } from "@/lib/fresh/build.ts";
import { staleReason } from "@/lib/fresh/build_inputs.ts";
import { buildSite, buildSources, ensureBuild, type SiteBuildOptions } from "@/lib/fresh/builder.ts";
import { FIXTURE_ENCODINGS, FIXTURE_ROOT, FIXTURE_STYLESHEETS, fixtureApp } from "./fixture.ts";

Deno.test("build: served files are the build's own bytes, codings included", async () => {
  const outDir = await Deno.makeTempDir({ prefix: "fresh-build-" });
  try {
    const manifest = await buildSite({
      root: FIXTURE_ROOT,
      outDir,
      stylesheets: FIXTURE_STYLESHEETS,
      encodings: FIXTURE_ENCODINGS,
    });
    await stopBuilder();
    const url = manifest.stylesheets.site;
    const entry = manifest.files[url];
    assert.deepEqual(entry.codings.sort(), ["br", "gzip"]);
    // A gzip sibling that no longer matches its file: serving must send it as it lies, not compress anew.
    const marker = new TextEncoder().encode("/* the gzip body on disk */");
    await Deno.writeFile(`${outDir}/${entry.file}.gz`, gzipSync(marker));
    const { app } = await fixtureApp({ buildDir: outDir });
    const gz = await app.request(url, { headers: { "Accept-Encoding": "gzip" } });
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    assert.deepEqual(new Uint8Array(gunzipSync(new Uint8Array(await gz.arrayBuffer()))), marker);
    const plain = await app.request(url);
    assert.deepEqual(new Uint8Array(await plain.arrayBuffer()), await Deno.readFile(`${outDir}/${entry.file}`));
  } finally {
    await Deno.remove(outDir, { recursive: true });
  }
});

Deno.test("build: stale when an input changes, current otherwise", async () => {
  const root = await Deno.makeTempDir({ prefix: "fresh-build-root-" });
  try {
    await Deno.mkdir(`${root}/islands`);
    await Deno.mkdir(`${root}/static`);
    await Deno.mkdir(`${root}/lib`);
    await Deno.writeTextFile(`${root}/lib/label.ts`, `export const label = "uno";\n`);
    await Deno.writeTextFile(
      `${root}/islands/Counter.tsx`,
      `import { label } from "../lib/label.ts";\nexport default function Counter() { return <p>{label}</p>; }\n`,
    );
    await Deno.writeTextFile(`${root}/static/site.css`, "p { color: red; }\n");
    await Deno.writeTextFile(`${root}/deno.lock`, "{}\n");
    const options: SiteBuildOptions = {
      root,
      outDir: `${root}/_build`,
      stylesheets: { site: ["site.css"] },
      encodings: FIXTURE_ENCODINGS,
      inputFiles: [`${root}/deno.lock`],
    };
    const stale = () => staleReason(options.outDir, buildSources(options), true);
    assert.equal(await ensureBuild(options), "there is no build");
    assert.equal(await stale(), null);
    assert.equal(await ensureBuild(options), null, "a current build is reused");

    const changes: [string, () => Promise<void>][] = [
      ["a module an island imports", () => Deno.writeTextFile(`${root}/lib/label.ts`, `export const label = "dos";\n`)],
      ["a new island", () => Deno.writeTextFile(`${root}/islands/Other.tsx`, `export default () => <b />;\n`)],
      ["a static file", () => Deno.writeTextFile(`${root}/static/site.css`, "p { color: blue; }\n")],
      ["a new static file", () => Deno.writeTextFile(`${root}/static/robots.txt`, "User-agent: *\n")],
      ["a named input", () => Deno.writeTextFile(`${root}/deno.lock`, `{ "version": "5" }\n`)],
    ];
    for (const [what, change] of changes) {
      await change();
      assert.equal(await stale(), "its inputs changed", what);
      assert.equal(await ensureBuild(options), "its inputs changed", what);
      assert.equal(await stale(), null, `rebuilt after ${what}`);
    }
    // A file the bundle does not read changes nothing.
    await Deno.writeTextFile(`${root}/lib/server_only.ts`, "export const x = 1;\n");
    assert.equal(await stale(), null);
    assert.equal(await staleReason(options.outDir, buildSources(options), false), "the build is a production one");
  } finally {
    await stopBuilder();
    await Deno.remove(root, { recursive: true });
  }
});

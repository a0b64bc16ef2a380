/**
 * Islands, static file versions and stylesheet URLs belong to an app, not to the process: a second app in the
 * same process renders another app's island component as plain HTML (it is not one of its islands) and versions
 * its static files and names its stylesheets from its own build.
 */
import assert from "node:assert/strict";
import { stopBuilder } from "@/lib/fresh/build.ts";
import { buildSite } from "@/lib/fresh/builder.ts";
import { toFileUrl } from "@/lib/fresh/paths.ts";
import { FIXTURE_ENCODINGS, FIXTURE_ROOT, fixtureApp } from "./fixture.ts";
import { createFreshApp } from "@/lib/fresh/app.ts";

Deno.test("fresh: two apps in one process keep their own islands, asset versions and stylesheets", async () => {
  const root = await Deno.makeTempDir({ prefix: "fresh-second-app-" });
  try {
    await Deno.mkdir(`${root}/routes`);
    await Deno.mkdir(`${root}/static`);
    await Deno.writeTextFile(`${root}/static/second.css`, "p { color: green; }\n");
    await Deno.writeTextFile(
      `${root}/routes/index.tsx`,
      `import Counter from ${JSON.stringify(toFileUrl(`${FIXTURE_ROOT}/islands/Counter.tsx`))};\n` +
        `import { useAssets } from ${JSON.stringify(toFileUrl(`${FIXTURE_ROOT}/../../../lib/fresh/assets.ts`))};\n` +
        `export default function Page() {\n` +
        `  const { asset, stylesheet } = useAssets();\n` +
        `  return <html><head><link rel="stylesheet" href={stylesheet("second")} /></head><body>` +
        `<a href={asset("/second.css")}>css</a>` +
        `<Counter start={1} label="aquí" meta={{ when: new Date(0), tags: new Set() }} /></body></html>;\n` +
        `}\n`,
    );
    const manifest = await buildSite({
      root,
      outDir: `${root}/_build`,
      stylesheets: { second: ["second.css"] },
      encodings: FIXTURE_ENCODINGS,
    });
    await stopBuilder();
    const second = await createFreshApp({ root, encodings: FIXTURE_ENCODINGS });
    // The fixture app, made after the second one, has Counter among its islands.
    const first = await fixtureApp();
    assert.ok([...first.islands.values()].some((island) => island.name === "Counter"));

    const res = await second.app.request("/");
    const html = await res.text();
    assert.equal(res.status, 200, html);
    assert.match(html, /<p class="label">aquí<\/p>/, "Counter renders on the server");
    assert.ok(!html.includes("<rc-island"), "Counter is not an island of the second app");
    assert.ok(!html.includes("<script"), "a page without islands of its app ships no script");
    assert.ok(html.includes(`href="/second.css?v=${manifest.static["/second.css"].hash}"`), html);
    assert.ok(html.includes(`href="${manifest.stylesheets.second}"`), html);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

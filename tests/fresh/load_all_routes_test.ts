/**
 * `loadAllRoutes`: a process that loaded its route modules keeps answering with them after newer route files land
 * on the disk (a `git pull` before the HUP); without it, a lazily loaded route would read the newer file.
 */
import assert from "node:assert/strict";
import { buildFixture, FIXTURE_ROOT, fixtureApp } from "./fixture.ts";

/** A copy of the fixture site (build included) whose `/search` route file the test may rewrite. */
async function fixtureCopy(): Promise<string> {
  await buildFixture();
  const root = await Deno.makeTempDir({ prefix: "fresh-routes-" });
  const copied = await new Deno.Command("cp", { args: ["-a", `${FIXTURE_ROOT}/.`, root] }).output();
  assert.ok(copied.success, new TextDecoder().decode(copied.stderr));
  return root;
}

const NEWER_SEARCH = "export default function Search() {\n  return <p>newer search</p>;\n}\n";

async function searchText(app: { request: (path: string) => Response | Promise<Response> }): Promise<string> {
  return await (await app.request("/search")).text();
}

Deno.test("fresh: after loadAllRoutes a newer route file on disk is never loaded; without it, it is", async () => {
  const [loadedRoot, lazyRoot] = [await fixtureCopy(), await fixtureCopy()];
  try {
    const loaded = await fixtureApp({ root: loadedRoot, lazyRoutes: true });
    const lazy = await fixtureApp({ root: lazyRoot, lazyRoutes: true });
    await loaded.loadAllRoutes();
    await loaded.loadAllRoutes();
    for (const root of [loadedRoot, lazyRoot]) await Deno.writeTextFile(`${root}/routes/search.tsx`, NEWER_SEARCH);
    assert.match(await searchText(loaded.app), /static search/, "the module loaded at start answers");
    assert.match(await searchText(lazy.app), /newer search/, "a route first requested now reads the newer file");
  } finally {
    await Deno.remove(loadedRoot, { recursive: true });
    await Deno.remove(lazyRoot, { recursive: true });
  }
});

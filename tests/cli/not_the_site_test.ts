/** A site URL that answers HTTP but is not a Recetas site: one line on stderr naming the URL, exit 1, nothing else. */
import assert from "node:assert/strict";
import { cliHome } from "./cli_runner.ts";

const FIXTURES = new URL("./fixtures/", import.meta.url).pathname;

Deno.test("a URL that answers but is not the site gets a one-line error", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () =>
      new Response("<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>", {
        headers: { "Content-Type": "text/html" },
      }),
  );
  const origin = `http://127.0.0.1:${server.addr.port}`;
  const cli = await cliHome({ RECIPES_URL: origin, RECIPES_TOKEN: "token-of-another-site" });
  try {
    for (const args of [["whoami"], ["posts", "list"], ["import", `${FIXTURES}json/post.json`]]) {
      const run = await cli.run(args);
      assert.equal(run.code, 1, args.join(" "));
      assert.equal(run.stdout, "", args.join(" "));
      const lines = run.stderr.trim().split("\n");
      assert.equal(lines.length, 1, `${args.join(" ")}: ${run.stderr}`);
      assert.match(lines[0], new RegExp(`^error: ${origin} does not look like a Recetas site: .* text/html`));
    }
  } finally {
    await cli.close();
    await server.shutdown();
  }
});

Deno.test("a URL whose API answers another program's JSON gets a one-line error, not a JavaScript one", async () => {
  const answers: [status: number, body: string][] = [[200, '{"ok":true}'], [200, '{"user":null}'], [
    404,
    '{"error":"Not Found"}',
  ]];
  for (const [status, body] of answers) {
    const server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      () => new Response(body, { status, headers: { "Content-Type": "application/json" } }),
    );
    const origin = `http://127.0.0.1:${server.addr.port}`;
    const cli = await cliHome({ RECIPES_URL: origin, RECIPES_TOKEN: "token-of-another-site" });
    try {
      for (
        const args of [["whoami"], ["posts", "list"], ["messages", "list"], ["import", `${FIXTURES}json/post.json`]]
      ) {
        const run = await cli.run(args);
        const what = `${args.join(" ")} with ${status} ${body}`;
        assert.equal(run.code, 1, what);
        assert.equal(run.stdout, "", what);
        const lines = run.stderr.trim().split("\n");
        assert.equal(lines.length, 1, `${what}: ${run.stderr}`);
        assert.match(
          lines[0],
          new RegExp(
            `^error: ${origin} does not look like a Recetas site: /api/auth/me answered .*\\(check the site URL\\)$`,
          ),
          what,
        );
      }
    } finally {
      await cli.close();
      await server.shutdown();
    }
  }
});

import assert from "node:assert/strict";
import { redirectPathsFor } from "./redirects.ts";

Deno.test("import redirects: normalised like the server's, none from the post's own address, each once", () => {
  assert.deepEqual(
    redirectPathsFor(
      ["/yuca-con-mojo/", "/?p=101", "/2023/05/10/yuca-con-mojo/", "/2023/05/10/yuca-con-mojo"],
      "/yuca-con-mojo",
    ),
    ["/?p=101", "/2023/05/10/yuca-con-mojo"],
  );
  assert.deepEqual(redirectPathsFor(["  /yuca-con-mojo//  ", "https://old.example/x"], "/yuca-con-mojo"), []);
});

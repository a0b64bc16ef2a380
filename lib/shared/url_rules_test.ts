import assert from "node:assert/strict";
import { isLinkUrl, MAX_URL_LENGTH } from "./url_rules.ts";

Deno.test("isLinkUrl: site paths and the allowed schemes only", () => {
  for (
    const ok of [
      "/receta",
      "https://example.com/a?b=1",
      "http://example.com",
      "ftp://files.example.com/x",
      "ftps://files.example.com/x",
      "mailto:ana@example.com",
      "tel:+5355555555",
      "callto:ana",
      "sms:+5355555555",
      "cid:part1",
      "xmpp:ana@example.com",
    ]
  ) assert.equal(isLinkUrl(ok), true, ok);
  for (
    const bad of [
      "",
      "javascript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "https://exa mple.com",
      "receta",
      `https://example.com/${"a".repeat(MAX_URL_LENGTH)}`,
    ]
  ) assert.equal(isLinkUrl(bad), false, bad);
});

import assert from "node:assert/strict";
import { messagesListPath, replyMailto } from "./messages.ts";

Deno.test("replyMailto answers the sender with 'Re: ' and the subject, every part percent-encoded", () => {
  const href = replyMailto({
    name: "Ana & Luis",
    email: "ana+recetas@example.com",
    subject: "pregunta-receta",
    message: "¿Cuánto arroz?\nY ¿cc: otro@example.com&bcc=x?",
  });
  const url = new URL(href);
  assert.equal(url.protocol, "mailto:");
  assert.equal(decodeURIComponent(url.pathname), "ana+recetas@example.com");
  assert.match(href, /^mailto:ana%2Brecetas@example\.com\?subject=Re%3A%20Pregunta%20sobre%20una%20receta&body=/);
  const params = new URLSearchParams(href.slice(href.indexOf("?") + 1).replaceAll("+", "%2B"));
  assert.deepEqual([...params.keys()], ["subject", "body"], "the visitor's text adds no header");
  assert.equal(params.get("subject"), "Re: Pregunta sobre una receta");
  assert.equal(
    params.get("body"),
    "\r\n\r\nAna & Luis escribió:\r\n> ¿Cuánto arroz?\r\n> Y ¿cc: otro@example.com&bcc=x?",
  );
  assert.doesNotMatch(href, / /, "spaces are %20, never raw or '+'");
});

Deno.test("messagesListPath sends the filter and cursor only when set", () => {
  assert.equal(messagesListPath("all"), "/admin/messages");
  assert.equal(messagesListPath("unread"), "/admin/messages?filter=unread");
  assert.equal(messagesListPath("all", "01ABC"), "/admin/messages?cursor=01ABC");
});

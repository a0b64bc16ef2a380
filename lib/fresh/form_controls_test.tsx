/**
 * Form controls rendered on the server carry their value the way HTML reads it: `<select value>` marks the
 * matching option `selected` (a browser ignores a `value` attribute on a select) and `<textarea value>` becomes
 * the textarea's text. The precompiled JSX transform would write both as plain attributes, which is why
 * `deno.json` keeps these elements out of it (`jsxPrecompileSkipElements`).
 */
import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";

const CHOICES = ["es", "en"];

Deno.test("a select's value marks its option selected, written or mapped", () => {
  const html = renderToString(
    <form>
      <select id="written" value="en" onChange={() => {}}>
        <option value="es">Español</option>
        <option value="en">English</option>
      </select>
      <select id="mapped" value="en">
        {CHOICES.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
      </select>
      <select id="grouped" value="en">
        <optgroup label="All">
          {CHOICES.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
        </optgroup>
      </select>
    </form>,
  );
  const selects = [...html.matchAll(/<select id="(\w+)"[^>]*>(.*?)<\/select>/g)];
  assert.equal(selects.length, 3);
  for (const [, id, options] of selects) {
    assert.match(options, /<option selected value="en">/, id);
    assert.doesNotMatch(options, /<option selected value="es">/, id);
  }
  assert.doesNotMatch(html, /<select[^>]* value=/, "no value attribute on a select");
});

Deno.test("a textarea's value is its text", () => {
  const html = renderToString(<textarea id="notes" value="Sin azúcar & sin sal" readOnly />);
  assert.equal(html, '<textarea id="notes" readonly>Sin azúcar &amp; sin sal</textarea>');
});

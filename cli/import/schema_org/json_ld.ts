/**
 * schema.org `Recipe` objects in a page's JSON-LD: every
 * `<script type="application/ld+json">` block, searched through arrays,
 * `@graph` and nested values, with `{ "@id": … }` references to other nodes
 * of the page resolved.
 */
import { DomUtils } from "htmlparser2";
import type { Document } from "./html.ts";

/** A JSON-LD node. */
export type JsonNode = Record<string, unknown>;

/** True when the node's `@type` is (or includes) Recipe. */
export function isRecipeNode(node: JsonNode): boolean {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types.some((type) => typeof type === "string" && /(?:^|[/:#])Recipe$/.test(type));
}

/** Parses a script's JSON, tolerating HTML comment or CDATA wrappers and raw line breaks inside strings. */
function parseJson(text: string): unknown {
  const cleaned = text.trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, "")
    // deno-lint-ignore no-control-regex -- raw control characters are what breaks JSON.parse here
    .replace(/[\u0000-\u001f]+/g, " ");
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

function collect(value: unknown, visit: (node: JsonNode) => void, depth = 0): void {
  if (depth > 20 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const entry of value) collect(entry, visit, depth + 1);
    return;
  }
  const node = value as JsonNode;
  visit(node);
  for (const child of Object.values(node)) collect(child, visit, depth + 1);
}

/** Replaces `{ "@id": x }` references (objects with nothing but an id) by the node with that id. */
function resolveRefs(value: unknown, byId: Map<string, JsonNode>, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((entry) => resolveRefs(entry, byId, depth + 1));
  const node = value as JsonNode;
  const keys = Object.keys(node);
  if (keys.length === 1 && typeof node["@id"] === "string" && byId.has(node["@id"])) {
    return byId.get(node["@id"]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, resolveRefs(child, byId, depth + 1)]));
}

/** The Recipe nodes of the page's JSON-LD, in page order. */
export function jsonLdRecipes(document: Document): JsonNode[] {
  const scripts = DomUtils.findAll(
    (el) => el.name === "script" && (el.attribs.type ?? "").trim().toLowerCase() === "application/ld+json",
    document.children,
  );
  const values = scripts.map((script) => parseJson(DomUtils.textContent(script))).filter((v) => v !== undefined);
  const byId = new Map<string, JsonNode>();
  const recipes: JsonNode[] = [];
  for (const value of values) {
    collect(value, (node) => {
      if (typeof node["@id"] === "string" && Object.keys(node).length > 1) byId.set(node["@id"], node);
      if (isRecipeNode(node)) recipes.push(node);
    });
  }
  return recipes.map((recipe) => resolveRefs(recipe, byId) as JsonNode);
}

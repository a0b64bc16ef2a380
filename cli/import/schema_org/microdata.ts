/**
 * schema.org microdata (`itemscope itemtype="https://schema.org/Recipe"`)
 * read into the same object shape JSON-LD has, so one mapping serves both.
 */
import { DomUtils } from "htmlparser2";
import type { Document, Element } from "./html.ts";
import type { JsonNode } from "./json_ld.ts";

const URL_ATTRIBUTE: Record<string, string> = {
  a: "href",
  area: "href",
  link: "href",
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  iframe: "src",
  embed: "src",
  object: "data",
};

function isElement(node: unknown): node is Element {
  return !!node && typeof node === "object" && "attribs" in node && "name" in node;
}

function text(el: Element): string {
  return DomUtils.textContent(el).replace(/\s+/g, " ").trim();
}

/** The value of an `itemprop` element (https://html.spec.whatwg.org/#values). */
function propertyValue(el: Element): unknown {
  if (el.attribs.itemscope !== undefined) return readItem(el);
  if (el.attribs.content !== undefined) return el.attribs.content;
  const urlAttribute = URL_ATTRIBUTE[el.name];
  if (urlAttribute) return el.attribs[urlAttribute] ?? "";
  if (el.name === "time") return el.attribs.datetime ?? text(el);
  if (el.name === "data" || el.name === "meter") return el.attribs.value ?? text(el);
  const items = DomUtils.findAll((child) => child.name === "li", el.children);
  if (items.length) return items.map(text).filter(Boolean);
  return text(el);
}

/** The properties of one item: `itemprop` descendants not inside a nested item. */
function readItem(scope: Element): JsonNode {
  const type = (scope.attribs.itemtype ?? "").trim().split(/\s+/)[0].split("/").pop() ?? "";
  const node: JsonNode = type ? { "@type": type } : {};
  const visit = (children: Element["children"]) => {
    for (const child of children) {
      if (!isElement(child)) continue;
      const names = (child.attribs.itemprop ?? "").trim().split(/\s+/).filter(Boolean);
      if (names.length) {
        const value = propertyValue(child);
        for (const name of names) {
          const values = Array.isArray(value) ? value : [value];
          const previous = node[name];
          node[name] = previous === undefined
            ? (values.length === 1 ? values[0] : values)
            : [...(Array.isArray(previous) ? previous : [previous]), ...values];
        }
      }
      if (child.attribs.itemscope === undefined) visit(child.children);
    }
  };
  visit(scope.children);
  return node;
}

/** The Recipe items of the page's microdata, outermost ones only, in page order. */
export function microdataRecipes(document: Document): JsonNode[] {
  const isRecipeScope = (el: Element) =>
    el.attribs.itemscope !== undefined && /schema\.org\/Recipe(?:\s|$)/i.test(el.attribs.itemtype ?? "");
  return DomUtils.findAll(isRecipeScope, document.children)
    .filter((el) => {
      for (let parent = el.parent; isElement(parent); parent = parent.parent) if (isRecipeScope(parent)) return false;
      return true;
    })
    .map(readItem);
}

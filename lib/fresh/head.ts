/**
 * `<Head>`: lets pages and layouts add elements to the document head (title,
 * meta, links). Children are collected during the synchronous server render
 * and placed before `</head>`; later entries win for `<title>` and for meta
 * tags with the same name/property.
 */
import type { ComponentChildren, VNode } from "preact";

let collected: ComponentChildren[] | null = null;

/** Collects head children while `render` runs. */
export function collectHead<T>(render: () => T): { result: T; head: ComponentChildren[] } {
  const previous = collected;
  const head: ComponentChildren[] = [];
  collected = head;
  try {
    return { result: render(), head };
  } finally {
    collected = previous;
  }
}

/** Adds its children to the document head; renders nothing in place. */
export function Head(props: { children?: ComponentChildren }): VNode | null {
  collected?.push(props.children);
  return null;
}

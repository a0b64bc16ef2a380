/** URLs of the build's stylesheet bundles by name (see `css_bundles.ts`). */

let urls: Record<string, string> = {};

/** Installs the URLs of the build being served. */
export function setStylesheetUrls(value: Record<string, string>): void {
  urls = value;
}

/** URL of a stylesheet bundle; throws when the build has none of that name. */
export function stylesheetUrl(name: string): string {
  const url = Object.hasOwn(urls, name) ? urls[name] : undefined;
  if (!url) throw new Error(`The build has no ${name} stylesheet`);
  return url;
}

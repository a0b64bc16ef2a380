/**
 * The details panel of the selected library image: preview, URL with a copy
 * button, dimensions, file size, type, date, the posts and other places that
 * use it, alt text, and the Delete button.
 */
import { useState } from "react";
import { type MediaLibraryItem, usageText } from "@/lib/client/media.ts";
import { formatBytes } from "@/lib/format/format_bytes.ts";
import { formatDateTimeAdmin } from "@/lib/format/dates.ts";
import { Button } from "@/components/admin/Button.tsx";
import { copyToClipboard } from "@/lib/client/clipboard.ts";

/** Props of {@link Details}. */
export interface DetailsProps {
  item: MediaLibraryItem;
  deleting: boolean;
  onDelete: (item: MediaLibraryItem) => void;
}

/** The URL to copy: absolute, on this site. */
function absoluteUrl(url: string): string {
  return new URL(url, globalThis.location?.origin ?? "http://localhost").href;
}

/** See the module doc. */
export default function Details({ item, deleting, onDelete }: DetailsProps) {
  const [copied, setCopied] = useState("");
  const url = absoluteUrl(item.url);

  async function copy() {
    setCopied(await copyToClipboard(url) ? "URL copied" : "Copy failed: select the URL and copy it");
  }

  return (
    <aside class="media-details" aria-labelledby="media-details-title">
      <h2 id="media-details-title" class="panel-title">Image Details</h2>
      <img class="media-details__preview" src={item.url} alt={item.alt ?? ""} />
      <div class="field">
        <label for="media-url">URL</label>
        <div class="copy-row">
          <input
            id="media-url"
            type="text"
            readOnly
            value={url}
            onFocus={(e) => (e.target as HTMLInputElement).select()}
          />
          <Button onClick={copy}>Copy</Button>
        </div>
        <p class="hint" role="status">{copied}</p>
      </div>
      <dl class="media-facts">
        <dt>File name</dt>
        <dd>{item.filename}</dd>
        <dt>Dimensions</dt>
        <dd>{item.width && item.height ? `${item.width} × ${item.height} px` : "Unknown"}</dd>
        <dt>File size</dt>
        <dd>{formatBytes(item.size)}</dd>
        <dt>Type</dt>
        <dd>{item.mime}</dd>
        <dt>Uploaded</dt>
        <dd>
          <time dateTime={item.created_at}>{formatDateTimeAdmin(item.created_at)}</time>
        </dd>
        <dt>Alt text</dt>
        <dd>{item.alt || "None"}</dd>
        <dt>Used in</dt>
        <dd>
          {item.used_by.length === 0 ? "Not used anywhere" : (
            <ul class="media-usage">
              {item.used_by.map((use) => (
                <li key={`${use.type}-${use.id}-${use.field}`}>
                  {use.type === "post"
                    ? <a href={`/admin/posts/${encodeURIComponent(use.id)}`}>{usageText(use)}</a>
                    : usageText(use)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <Button variant="danger" disabled={deleting} onClick={() => onDelete(item)}>
        {deleting ? "Deleting..." : "Delete Image"}
      </Button>
    </aside>
  );
}

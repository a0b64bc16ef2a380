/**
 * The Media Library screen: search by file name or post, the unused filter,
 * the upload panel, the grid of images (newest first, lazy thumbnails, 100 a
 * page with 'Load More'), and the details panel of the selected image with its
 * deletion (confirmed; files in use say where they are used first).
 */
import { useEffect, useState } from "react";
import { api, isUnauthorized } from "@/lib/client/api.ts";
import {
  DELETE_FAILED,
  mediaDeleteBody,
  type MediaFilter,
  type MediaLibraryItem,
  type MediaLibraryPage,
  mediaListPath,
  usageText,
} from "@/lib/client/media.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { useDebounced } from "@/lib/client/use_debounced.ts";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import { revealSoon } from "@/lib/client/reveal.ts";
import Details from "./Details.tsx";
import Grid from "./Grid.tsx";
import Uploader from "./Uploader.tsx";
import { attempt, useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link Library}: the first page, read by the server for this page load. */
export interface LibraryProps {
  initialPage: MediaLibraryPage;
}

/** See the module doc. */
export default function Library({ initialPage }: LibraryProps) {
  const [searchText, setSearchText] = useState("");
  const [unused, setUnused] = useState(false);
  const filter: MediaFilter = { q: useDebounced(searchText), unused };
  const first = useApiQuery<MediaLibraryPage>(mediaListPath(filter), { initialData: initialPage });
  const [more, setMore] = useState<{ items: MediaLibraryItem[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const deletion = useFormSubmit();
  const confirm = useConfirm();

  useEffect(() => setMore(null), [first.data]);

  const items = [...first.data?.items ?? [], ...more?.items ?? []];
  const cursor = more ? more.cursor : first.data?.cursor ?? null;
  const selected = items.find((item) => item.id === selectedId) ?? null;

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    await attempt(async () => {
      const page = await api<MediaLibraryPage>(mediaListPath(filter, cursor));
      setMore((current) => ({ items: [...current?.items ?? [], ...page.items], cursor: page.cursor }));
    }, () => "Failed to load images");
    setLoadingMore(false);
  }

  async function remove(item: MediaLibraryItem) {
    const places = item.used_by.map(usageText);
    const message = places.length
      ? `This image is used in ${
        places.join(", ")
      }. Deleting it will leave those places without the image. Delete it anyway?`
      : `Delete ${item.filename}? This cannot be undone.`;
    if (!(await confirm.askDanger("Delete Image", message))) return;
    await deletion.run(async () => {
      await api("/media/delete", { method: "POST", json: mediaDeleteBody(item) });
      setSelectedId(null);
      showToast("Image deleted", "success");
    }, () => DELETE_FAILED);
    await first.refetch();
  }

  return (
    <div class="media-library">
      <div class="media-toolbar" role="search">
        <label class="sr-only" for="media-search">Search images by name or post</label>
        <input
          id="media-search"
          type="search"
          placeholder="Search by name or post"
          value={searchText}
          onInput={(event) => setSearchText((event.target as HTMLInputElement).value)}
        />
        <label class="checkbox">
          <input
            type="checkbox"
            checked={unused}
            onChange={(event) => setUnused((event.target as HTMLInputElement).checked)}
          />{" "}
          Unused only
        </label>
      </div>
      <Uploader onUploaded={() => first.refetch()} />
      <div class="media-body">
        <section class="media-grid-panel" aria-labelledby="media-grid-title" aria-busy={first.loading || undefined}>
          <h2 id="media-grid-title" class="panel-title">Images</h2>
          {first.error && !isUnauthorized(first.error) && <p role="alert">Failed to load images</p>}
          <Grid
            items={items}
            selectedId={selectedId}
            onSelect={(id) => {
              setSelectedId(id);
              revealSoon(".media-details");
            }}
          />
          {!first.loading && items.length === 0 && <p class="empty">No images found.</p>}
          {cursor && (
            <Button disabled={loadingMore} onClick={loadMore}>{loadingMore ? "Loading..." : "Load More"}</Button>
          )}
        </section>
        {selected && <Details item={selected} deleting={deletion.busy} onDelete={remove} />}
      </div>
      {confirm.dialog}
    </div>
  );
}

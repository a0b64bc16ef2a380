/** The media grid: one button per image with a lazily loaded thumbnail and its name; the selected one is pressed. */
import type { MediaLibraryItem } from "@/lib/client/media.ts";

/** Props of {@link Grid}. */
export interface GridProps {
  items: MediaLibraryItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** See the module doc. */
export default function Grid({ items, selectedId, onSelect }: GridProps) {
  return (
    <ul class="media-grid">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            class="media-tile"
            aria-pressed={item.id === selectedId}
            data-url={item.url}
            onClick={() => onSelect(item.id)}
          >
            <img src={item.url} alt="" loading="lazy" decoding="async" width={160} height={120} />
            <span class="media-tile__name">{item.filename}</span>
            {item.used_by.length === 0 && <span class="badge badge-muted">Unused</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

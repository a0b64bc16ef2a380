/** The messages screen's bulk bar: Select all on the page, and the actions on the selected messages. */
import type { BulkAction } from "@/lib/schemas/contact_inbox.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link MessageBulkBar}. */
export interface MessageBulkBarProps {
  /** Messages on the page, and how many of them are selected. */
  shown: number;
  selected: number;
  busy: boolean;
  onSelectAll: (all: boolean) => void;
  onAction: (action: BulkAction) => void;
}

const ACTIONS: { action: BulkAction; label: string; variant?: "danger" }[] = [
  { action: "read", label: "Mark as read" },
  { action: "unread", label: "Mark as unread" },
  { action: "handled", label: "Mark as handled" },
  { action: "delete", label: "Delete", variant: "danger" },
];

/** See the module doc; the actions are shown only while messages are selected. */
export function MessageBulkBar({ shown, selected, busy, onSelectAll, onAction }: MessageBulkBarProps) {
  if (shown === 0) return null;
  return (
    <div class="messages-bulk" role="group" aria-label="Selected messages">
      <label class="inline-field">
        <input
          type="checkbox"
          checked={selected > 0 && selected === shown}
          onChange={(event) => onSelectAll((event.target as HTMLInputElement).checked)}
        />
        <span>Select all</span>
      </label>
      {selected > 0 && (
        <>
          <span class="messages-selected" aria-live="polite">{selected} selected</span>
          {ACTIONS.map((item) => (
            <Button
              key={item.action}
              variant={item.variant}
              disabled={busy}
              onClick={() => onAction(item.action)}
            >
              {item.label}
            </Button>
          ))}
        </>
      )}
    </div>
  );
}

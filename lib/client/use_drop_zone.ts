/**
 * A drop zone for files: whether something is dragged over it (for its "over" look), and the handlers that keep
 * that state, let a drop happen and hand the dropped files to `onFiles`.
 */
import { useState } from "react";

/** The handlers to spread on the drop zone's element. */
export interface DropZoneHandlers {
  onDragOver: (event: { preventDefault(): void }) => void;
  onDragLeave: () => void;
  onDrop: (event: { preventDefault(): void }) => void;
}

/** See the module doc. */
export function useDropZone(onFiles: (files: FileList | undefined) => void): {
  over: boolean;
  handlers: DropZoneHandlers;
} {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event) => {
        event.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event) => {
        event.preventDefault();
        setOver(false);
        onFiles((event as DragEvent).dataTransfer?.files);
      },
    },
  };
}

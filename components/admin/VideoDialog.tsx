/**
 * The Embed Video dialog: Video URL, the list of supported platforms, Cancel
 * and Insert Video. Enter inserts, Escape cancels; Insert Video stays disabled
 * while the URL is empty and a URL no platform matches is refused with a
 * message, inserting nothing.
 */
import { useState } from "react";
import Modal from "@/islands/admin/Modal.tsx";
import { type VideoAttrs, videoAttrs } from "@/lib/client/editor_nodes.ts";
import { Button } from "@/components/admin/Button.tsx";

/** The platforms the dialog lists. */
export const VIDEO_PLATFORMS = [
  "YouTube",
  "Vimeo",
  "Dailymotion",
  "Direct video files (.mp4, .webm, .ogg)",
] as const;

/** Shown when the URL matches no supported platform. */
export const INVALID_VIDEO_URL =
  "Invalid video URL. Use a YouTube, Vimeo or Dailymotion link, or a direct link to an .mp4, .webm or .ogg file.";

/** Props of {@link VideoDialog}. */
export interface VideoDialogProps {
  onInsert: (video: VideoAttrs) => void;
  onClose: () => void;
}

/** See the module doc. */
export function VideoDialog({ onInsert, onClose }: VideoDialogProps) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState("");
  const submit = (event: Event) => {
    event.preventDefault();
    const value = url.trim();
    if (!value) return;
    const video = videoAttrs(value);
    if (!video) return setError(INVALID_VIDEO_URL);
    onInsert(video);
  };
  return (
    <Modal title="Embed Video" onClose={onClose} closeButton={false} class="video-dialog">
      <form onSubmit={submit} noValidate>
        <div class={error ? "field has-error" : "field"}>
          <label for="video-url">Video URL</label>
          <input
            id="video-url"
            type="url"
            data-autofocus
            value={url}
            placeholder="https://www.youtube.com/watch?v=..."
            aria-invalid={error ? "true" : undefined}
            aria-describedby={error ? "video-url-error video-platforms" : "video-platforms"}
            onInput={(event) => {
              setUrl(event.currentTarget.value);
              setError("");
            }}
          />
          {error && <p id="video-url-error" class="field-error" role="alert">{error}</p>}
        </div>
        <div id="video-platforms" class="video-platforms">
          <p>Supported platforms:</p>
          <ul>
            {VIDEO_PLATFORMS.map((name) => <li key={name}>{name}</li>)}
          </ul>
        </div>
        <footer class="dialog-foot">
          <Button onClick={onClose}>Cancel</Button>
          <button type="submit" class="btn btn-primary" disabled={url.trim() === ""}>Insert Video</button>
        </footer>
      </form>
    </Modal>
  );
}

/** The status radio (Draft or Published); Save Draft and Publish decide what is saved. */
import type { PostStatus } from "../../../lib/schemas/post.ts";

/** Props of {@link StatusPanel}. */
export interface StatusPanelProps {
  value: PostStatus;
  onValue: (status: PostStatus) => void;
}

/** See the module doc. */
export function StatusPanel({ value, onValue }: StatusPanelProps) {
  return (
    <fieldset class="panel status-field">
      <legend>Status</legend>
      {(["draft", "published"] as PostStatus[]).map((status) => (
        <label key={status} class="radio">
          <input
            type="radio"
            name="status"
            value={status}
            checked={value === status}
            onChange={() => onValue(status)}
          />
          {status === "draft" ? "Draft" : "Published"}
        </label>
      ))}
    </fieldset>
  );
}

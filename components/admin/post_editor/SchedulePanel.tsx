/**
 * The editor's Schedule panel, for posts not yet published: a date and time (the browser's own time zone) and a
 * Schedule button that saves the post as a draft publishing itself then; once scheduled it says "Scheduled for …"
 * and offers Unschedule, which saves it back to a plain draft.
 */
import { useState } from "react";
import { formatDateTimeLocal } from "../../../lib/format/dates.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link SchedulePanel}. */
export interface SchedulePanelProps {
  /** The saved schedule (ISO), or null. */
  scheduledAt: string | null;
  /** A save is under way: the buttons wait. */
  busy: boolean;
  /** Saves the post scheduled for `iso`. */
  onSchedule: (iso: string) => void;
  /** Saves the post without a schedule. */
  onUnschedule: () => void;
}

/** See the module doc. */
export function SchedulePanel({ scheduledAt, busy, onSchedule, onUnschedule }: SchedulePanelProps) {
  const [local, setLocal] = useState("");
  const chosen = local ? new Date(local) : null;
  const valid = chosen !== null && !Number.isNaN(chosen.getTime());
  return (
    <fieldset class="panel schedule-field">
      <legend>Schedule</legend>
      {scheduledAt
        ? (
          <div class="schedule-set">
            <p id="post-scheduled-for" role="status">Scheduled for {formatDateTimeLocal(scheduledAt)}</p>
            <Button disabled={busy} onClick={onUnschedule}>Unschedule</Button>
          </div>
        )
        : (
          <div class="schedule-pick">
            <label for="post-schedule-at">Publish on</label>
            <input
              id="post-schedule-at"
              type="datetime-local"
              value={local}
              aria-describedby="post-schedule-hint"
              onInput={(e) => setLocal((e.target as HTMLInputElement).value)}
            />
            <p id="post-schedule-hint" class="hint">The post stays a draft until then, and publishes itself.</p>
            <Button
              disabled={busy || !valid}
              onClick={() => valid && onSchedule(chosen.toISOString())}
            >
              Schedule
            </Button>
          </div>
        )}
    </fieldset>
  );
}

/**
 * Test-only island that puts every part of the admin UI kit on one page, for
 * the kit's browser tests (`kit_browser_test.ts`). Callbacks write to
 * `globalThis.kitLog` so tests can see what a part handed back.
 */
import { useState } from "react";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "@/components/admin/char_count.ts";
import { FormField } from "@/components/admin/FormField.tsx";
import BusyButton, { BUSY_TEXT } from "@/islands/admin/BusyButton.tsx";
import { type ConfirmType, useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import CooldownButton from "@/islands/admin/CooldownButton.tsx";
import DataTable from "@/islands/admin/DataTable.tsx";
import ImagePicker from "@/islands/admin/ImagePicker.tsx";
import Modal from "@/islands/admin/Modal.tsx";
import Tabs from "@/islands/admin/Tabs.tsx";
import Toaster from "@/islands/admin/Toaster.tsx";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";

const ROWS = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const PAGE_SIZE = 10;

function log(entry: string): void {
  const target = globalThis as unknown as { kitLog?: string[] };
  (target.kitLog ??= []).push(entry);
}

/** Shows what `useApiQuery` read from the test server's `/api/probe`. */
function QueryProbe() {
  const probe = useApiQuery<{ count: number }>("/probe", { retryDelayMs: 50 });
  return <output id="probe">{probe.loading ? "loading" : probe.error ? "error" : `count ${probe.data?.count}`}</output>;
}

export default function KitHarness() {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [modal, setModal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const confirm = useConfirm();

  async function ask(type: ConfirmType, custom: boolean) {
    const answer = await confirm.ask({
      type,
      title: `${type} question`,
      message: `Really do the ${type} thing?`,
      ...(custom ? { confirmText: "Yes, do it", cancelText: "No, keep it" } : {}),
    });
    log(`confirm ${type}: ${answer}`);
  }

  return (
    <div class="kit">
      <h1>Kit</h1>
      <FormField id="meta-title" label="Meta Title" value={title} onValue={setTitle} limit={META_TITLE_LIMIT} />
      <FormField
        id="meta-description"
        label="Meta Description"
        value={description}
        onValue={setDescription}
        limit={META_DESCRIPTION_LIMIT}
        multiline
        hint="Shown in search results."
        error={description.length > META_DESCRIPTION_LIMIT.max ? "Shorten the description" : undefined}
      />
      <p>
        <button type="button" class="btn btn-light" id="open-modal" onClick={() => setModal(true)}>Open modal</button>
      </p>
      {modal && (
        <Modal
          title="Example dialog"
          onClose={() => setModal(false)}
          footer={<button type="button">Last</button>}
        >
          <label>
            Name <input id="modal-input" />
          </label>
        </Modal>
      )}
      <p>
        {(["danger", "warning", "info"] as const).map((type) => (
          <button
            key={type}
            type="button"
            class="btn btn-light"
            id={`ask-${type}`}
            onClick={() => ask(type, false)}
          >
            Ask {type}
          </button>
        ))}
        <button type="button" class="btn btn-light" id="ask-custom" onClick={() => ask("warning", true)}>
          Ask custom
        </button>
      </p>
      {confirm.dialog}
      <p>
        <button type="button" class="btn btn-light" id="toast-success" onClick={() => showToast("Saved!", "success")}>
          Toast success
        </button>
        <button type="button" class="btn btn-light" id="toast-error" onClick={() => showToast("Failed!", "error")}>
          Toast error
        </button>
      </p>
      <p>
        <BusyButton busy={busy} onClick={() => setBusy(true)}>Save</BusyButton>
        <BusyButton busy={busy} busyText={BUSY_TEXT.uploading} class="btn btn-light" onClick={() => setBusy(true)}>
          Upload
        </BusyButton>
        <button type="button" class="btn btn-light" id="unbusy" onClick={() => setBusy(false)}>Done</button>
      </p>
      <p>
        <CooldownButton onClick={() => log("cooldown ran")}>Generate</CooldownButton>
      </p>
      <DataTable
        label="Example rows"
        columns={[{ label: "Name" }, { label: "Actions", hidden: true }]}
        rows={ROWS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        renderRow={(row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>
              <a href={`#row-${row.id}`}>Open</a>
            </td>
          </tr>
        )}
        empty="No rows"
        page={page}
        pages={Math.ceil(ROWS.length / PAGE_SIZE)}
        onPage={setPage}
      />
      <Tabs
        label="Example tabs"
        tabs={[
          { id: "one", label: "First", content: <p>First panel</p> },
          { id: "two", label: "Second", content: <p>Second panel</p> },
          { id: "three", label: "Third", content: <p>Third panel</p> },
        ]}
      />
      <ImagePicker
        label="Logo"
        maxBytes={2 * 1024 * 1024}
        tooLargeMessage="Logo file size must be less than 2MB"
        onFile={(file) => log(`file ${file.name} ${file.size}`)}
      />
      <p>
        <QueryProbe />
      </p>
      <div style="height: 2000px" aria-hidden="true" />
      <Toaster />
    </div>
  );
}

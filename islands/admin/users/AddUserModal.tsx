/** The Add User dialog: name, email and role; the server generates the password, shown once by the caller. */
import { useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import Modal from "@/islands/admin/Modal.tsx";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import { addUser, type PublicUser } from "@/lib/client/users.ts";
import { useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

const ROLES = [{ value: "editor", label: "Editor" }, { value: "admin", label: "Admin" }];

/** Props of {@link AddUserModal}. */
export interface AddUserModalProps {
  onClose: () => void;
  onAdded: (user: PublicUser, password: string) => void;
}

/** See the module doc. */
export default function AddUserModal({ onClose, onAdded }: AddUserModalProps) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("editor");
  const { busy, errors, run } = useFormSubmit();

  function submit(event: Event) {
    event.preventDefault();
    run(async () => {
      const added = await addUser({ name, email, role });
      onAdded(added.user, added.password);
    }, "Failed to add user");
  }

  return (
    <Modal title="Add User" onClose={onClose} closeButton={false}>
      <form id="add-user" onSubmit={submit} noValidate>
        <FormField id="new-user-name" label="Name" value={name} onValue={setName} required error={errors.name} />
        <FormField
          id="new-user-email"
          label="Email"
          type="email"
          value={email}
          onValue={setEmail}
          required
          error={errors.email}
        />
        <FormField id="new-user-role" label="Role" value={role} options={ROLES} onValue={setRole} />
        <p class="hint">A one-time password is generated and shown once after the user is added.</p>
        <div class="form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <BusyButton type="submit" busy={busy} busyText="Adding...">Add User</BusyButton>
        </div>
      </form>
    </Modal>
  );
}

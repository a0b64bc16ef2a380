/**
 * The Users screen: Name, Email, Role badge (red admin, blue editor, green
 * any other role), Joined (locale date), plus what a team needs: add a user
 * (one-time password shown once), change a role, reset a password,
 * deactivate or reactivate, delete. The server refuses removing or demoting
 * the last admin; its message is shown as an error toast. A load failure is
 * only logged (spec §8).
 */
import { useEffect, useState } from "react";
import DataTable from "@/islands/admin/DataTable.tsx";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import AddUserModal from "@/islands/admin/users/AddUserModal.tsx";
import PasswordShownOnce from "@/islands/admin/users/PasswordShownOnce.tsx";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import {
  changeUser,
  deleteUser,
  type PublicUser,
  resetPassword,
  roleBadgeClass,
  USERS_PATH,
} from "@/lib/client/users.ts";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link UsersScreen}. */
export interface UsersScreenProps {
  initial: PublicUser[];
  /** The signed-in admin (may not deactivate or delete themselves). */
  currentUserId: string;
}

const COLUMNS = ["Name", "Email", "Role", "Joined", "Status", { label: "Actions", hidden: true }];

/** See the module doc. */
export default function UsersScreen({ initial, currentUserId }: UsersScreenProps) {
  const query = useApiQuery<{ users: PublicUser[] }>(USERS_PATH, { initialData: { users: initial } });
  const { ask, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ title: string; message: string; value: string } | null>(null);
  useEffect(() => {
    if (query.error) console.error("Failed to load users", query.error);
  }, [query.error]);

  async function act(action: () => Promise<unknown>, success: string, failure: string) {
    await attempt(action, failure, success);
    await query.refetch();
  }

  /** Asks before an action; the confirm button repeats the title. */
  function sure(title: string, message: string, type: "danger" | "warning"): Promise<boolean> {
    return ask({ title, message, type, confirmText: title });
  }

  async function newPassword(user: PublicUser) {
    if (!(await sure("Reset Password", `Give ${user.name} a new one-time password? Their sessions end.`, "warning"))) {
      return;
    }
    await attempt(async () => {
      const { password } = await resetPassword(user.id);
      setSecret({ title: "New Password", message: `One-time password for ${user.email}:`, value: password });
    }, `Failed to reset the password of ${user.name}`);
  }

  async function setActive(user: PublicUser, active: boolean) {
    if (!active && !(await sure("Deactivate", `Deactivate ${user.name}? They are signed out at once.`, "warning"))) {
      return;
    }
    const verb = active ? "reactivate" : "deactivate";
    await act(() => changeUser(user.id, { active }), `${user.name} ${verb}d`, `Failed to ${verb} ${user.name}`);
  }

  async function remove(user: PublicUser) {
    if (!(await sure("Delete", `Delete ${user.name}? This cannot be undone.`, "danger"))) return;
    await act(() => deleteUser(user.id), `${user.name} deleted`, `Failed to delete ${user.name}`);
  }

  function changeRole(user: PublicUser, role: string) {
    act(
      () => changeUser(user.id, { role }),
      `Role of ${user.name} changed to ${role}`,
      `Failed to change the role of ${user.name}`,
    );
  }

  function renderRow(user: PublicUser) {
    const self = user.id === currentUserId;
    const roles = ["admin", "editor", ...(user.role === "admin" || user.role === "editor" ? [] : [user.role])];
    return (
      <tr key={user.id} data-user={user.email}>
        <td>{user.name}</td>
        <td>{user.email}</td>
        <td>
          <span class={roleBadgeClass(user.role)}>{user.role}</span>
        </td>
        <td>
          <time dateTime={user.created_at}>
            {formatDateAdmin(user.created_at)}
          </time>
        </td>
        <td>{user.active ? "Active" : "Deactivated"}</td>
        <td>
          <div class="row-actions">
            <select
              aria-label={`Role of ${user.name}`}
              value={user.role}
              onChange={(e) => changeRole(user, (e.target as HTMLSelectElement).value)}
            >
              {roles.map((role) => <option key={role} value={role}>{role}</option>)}
            </select>
            <Button onClick={() => newPassword(user)}>Reset Password</Button>
            {!self && (
              <Button variant="warning" onClick={() => setActive(user, !user.active)}>
                {user.active ? "Deactivate" : "Reactivate"}
              </Button>
            )}
            {!self && <Button variant="danger" onClick={() => remove(user)}>Delete</Button>}
          </div>
        </td>
      </tr>
    );
  }

  return (
    <>
      <div class="page-head">
        <h1>Users</h1>
        <Button variant="primary" onClick={() => setAdding(true)}>Add User</Button>
      </div>
      <DataTable
        label="Users"
        columns={COLUMNS}
        rows={query.data?.users ?? []}
        renderRow={renderRow}
        empty="No users found"
        loading={query.loading}
      />
      {adding && (
        <AddUserModal
          onClose={() => setAdding(false)}
          onAdded={(user, password) => {
            setAdding(false);
            showToast(`User ${user.email} added`, "success");
            setSecret({ title: "User Added", message: `One-time password for ${user.email}:`, value: password });
            query.refetch();
          }}
        />
      )}
      {secret && (
        <PasswordShownOnce
          title={secret.title}
          message={secret.message}
          secret={secret.value}
          onClose={() => setSecret(null)}
        />
      )}
      {dialog}
    </>
  );
}

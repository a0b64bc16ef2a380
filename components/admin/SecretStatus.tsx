/** Whether a server secret is set, as a small badge (the value itself never reaches the browser). */

/** See the module doc. */
export function SecretStatus({ name, set }: { name: string; set: boolean }) {
  return (
    <li class="ai-secret" data-secret={name}>
      <code>{name}</code>{" "}
      <span class={set ? "badge badge-published" : "badge badge-draft"}>{set ? "Set" : "Not set"}</span>
    </li>
  );
}

/** The header row of an admin table: one `<th scope="col">` per column; a hidden column's text is for screen readers. */

/** A column header: its text, or the text and whether it is for screen readers only. */
export type TableColumn = string | { label: string; hidden?: boolean };

/** See the module doc. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, hidden } = typeof column === "string" ? { label: column, hidden: false } : column;
          return <th key={label} scope="col">{hidden ? <span class="sr-only">{label}</span> : label}</th>;
        })}
      </tr>
    </thead>
  );
}

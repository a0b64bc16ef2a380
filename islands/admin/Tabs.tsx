/**
 * Tabs following the WAI-ARIA tabs pattern: a labelled `tablist`, one tab in
 * the Tab order (the selected one), arrow keys move between tabs (wrapping),
 * Home and End jump to the ends, and moving selects the tab.
 */
import { type ReactNode, useId, useRef, useState } from "react";

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Id of the tab selected first (default the first). */
  initial?: string;
  onChange?: (id: string) => void;
  class?: string;
}

/** See the module doc. */
export default function Tabs({ label, tabs, initial, onChange, class: className }: TabsProps) {
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelected(tab.id);
    onChange?.(tab.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div class={className ? `tabs ${className}` : "tabs"}>
      <div ref={list} class="tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === selected ? "true" : "false"}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tabs.indexOf(tab))}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          class="tab-panel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

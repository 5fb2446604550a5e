"use client";
/**
 * The profile's tab list as drawn before Radix has loaded: the same markup, and already a working
 * tab list, as Radix's behaves (WAI-ARIA tabs, automatic activation): a press or focus chooses a
 * tab; Left and Right (round the end), Home and End move focus to a tab and choose it; one tab
 * stop. A pointer over the list or focus on a tab asks for Radix (`onIntent`), which takes its
 * place once focus is off these tabs (`onFocusChange`): focus is never under a swapped element.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent } from "react";
import {
  panelId,
  TAB_CLASSES,
  TAB_LIST_CLASSES,
  type TabListProps,
  tabId,
} from "./profile-tabs-look";

type Props = TabListProps & {
  /** The visitor is about to use the tabs. */
  onIntent: () => void;
  /** Focus came onto a tab (true) or left the list (false). */
  onFocusChange: (focused: boolean) => void;
};

/** Where a key moves focus among `count` tabs from `index`, as Radix's roving focus does. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home" || key === "PageUp") return 0;
  if (key === "End" || key === "PageDown") return count - 1;
  return undefined;
}

export function StaticProfileTabList(props: Props) {
  const { label, tabs, value, onValueChange, baseId, onIntent, onFocusChange } = props;

  function keyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    if (event.key === "Enter" || event.key === " ") {
      onValueChange(tabs[index]?.value ?? value);
      return;
    }
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const target =
      event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[next];
    target?.focus(); // its focus chooses it
  }

  // As Radix: a left press (without Ctrl) focuses and chooses the tab on the way down, so a
  // press is never lost to a swap between down and up; any other press does not take focus.
  function mouseDown(event: MouseEvent<HTMLButtonElement>, tabValue: string) {
    if (event.button !== 0 || event.ctrlKey) {
      event.preventDefault();
      return;
    }
    event.currentTarget.focus();
    onValueChange(tabValue);
  }

  function focused(tabValue: string) {
    onIntent();
    onFocusChange(true);
    if (tabValue !== value) onValueChange(tabValue);
  }

  function blurred(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocusChange(false);
  }

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      aria-label={label}
      className={TAB_LIST_CLASSES}
      data-orientation="horizontal"
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onTouchStart={onIntent}
      onBlur={blurred}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(baseId, tab.value)}
            data-state={selected ? "active" : "inactive"}
            id={tabId(baseId, tab.value)}
            className={TAB_CLASSES}
            tabIndex={selected ? 0 : -1}
            data-orientation="horizontal"
            onMouseDown={(event) => mouseDown(event, tab.value)}
            // A screen reader's activation may come as a click alone.
            onClick={() => onValueChange(tab.value)}
            onKeyDown={(event) => keyDown(event, index)}
            onFocus={() => focused(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

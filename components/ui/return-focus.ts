/** Where focus goes when what held it goes away: a dialog closing, a row leaving its list. */
import type { RefObject } from "react";

/**
 * For a Radix dialog opened by a button that is not its Trigger (a dialog loaded on first use):
 * focus goes back to that button when it closes, as Radix does for its own Trigger.
 */
export function returnFocusTo(triggerRef: RefObject<HTMLButtonElement | null> | undefined) {
  if (!triggerRef) return undefined;
  return (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
}

/**
 * A deleted row takes its focused button with it, leaving focus nowhere; call after the list
 * refreshed to put it on the page's heading, where keyboard and screen-reader users can go on.
 */
export function refocusIfLost(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>("main h1")?.focus();
  });
}

/**
 * For a Radix dialog opened by a button that is not its Trigger (a dialog loaded on first use):
 * focus goes back to that button when it closes, as Radix does for its own Trigger.
 */
import type { RefObject } from "react";

export function returnFocusTo(triggerRef: RefObject<HTMLButtonElement | null> | undefined) {
  if (!triggerRef) return undefined;
  return (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
}

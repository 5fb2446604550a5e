/**
 * A signed-in screen's title, what it is for, and its main action (Add Item). The heading takes
 * focus when a row's button leaves with its row (`refocusIfLost`).
 */
import type { ReactNode } from "react";

type ScreenHeadingProps = { title: string; description: ReactNode; action?: ReactNode };

export function ScreenHeading({ title, description, action }: ScreenHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="font-serif text-3xl font-semibold text-ink focus:outline-none">
          {title}
        </h1>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      {action}
    </div>
  );
}

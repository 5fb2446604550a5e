"use client";
/**
 * How many messages wait, beside "Messages" (sidebar, phone menus) and on the user menu's button;
 * nothing when none. The number is read out with what it counts.
 */
import { useUnreadCount } from "@/lib/client/unread";
import { cn } from "@/lib/cn";

const TONES = {
  /** Beside a link; `current` when the link is the page's (white on the brand colour). */
  nav: "ml-auto min-w-6 bg-brand-700 px-1.5 text-white",
  current: "ml-auto min-w-6 bg-white px-1.5 text-brand-800",
  /** On the user menu's button, beside the name (or the initial alone, on a phone). */
  pill: "h-5 min-w-5 bg-brand-700 px-1.5 text-[0.6875rem] leading-none text-white",
};

export function UnreadBadge({ tone = "nav" }: { tone?: keyof typeof TONES }) {
  const count = useUnreadCount();
  if (!count) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center rounded-full text-xs font-semibold tabular-nums",
        TONES[tone],
      )}
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread {count === 1 ? "message" : "messages"}</span>
    </span>
  );
}

"use client";
/**
 * A list that shows its first `pageSize` items and the rest on "Load more"; the first newly shown
 * item takes focus so keyboard and screen-reader users carry on where the new items begin.
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  items: { key: string; node: ReactNode }[];
  pageSize: number;
  className?: string;
  /** What the list holds, for the announcement: "events". */
  noun: string;
};

export function LoadMoreList({ items, pageSize, className, noun }: Props) {
  const [shown, setShown] = useState(Math.min(pageSize, items.length));
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= shown) return;
    focusFrom.current = null;
    const item = listRef.current?.children[index];
    const target = item?.querySelector<HTMLElement>("[tabindex='-1'], a, button") ?? null;
    target?.focus();
  }, [shown]);

  function loadMore() {
    const next = Math.min(items.length, shown + pageSize);
    focusFrom.current = shown;
    setAnnouncement(`Showing ${next} of ${items.length} ${noun}.`);
    setShown(next);
  }

  return (
    <>
      <ul ref={listRef} className={className}>
        {items.slice(0, shown).map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {shown < items.length ? (
        <div className="mt-10 flex justify-center">
          <button type="button" onClick={loadMore} className={buttonClasses("primary", "px-8")}>
            Load more
          </button>
        </div>
      ) : null}
    </>
  );
}

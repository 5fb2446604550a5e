"use client";
/**
 * Description and Ratings & Reviews (Radix Tabs). Both panels stay in the HTML (only hidden), so
 * search engines and in-page links see the reviews; "#reviews" in the address opens that tab.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useEffect, useState } from "react";

type Props = { reviewsLabel: string; description: ReactNode; reviews: ReactNode };

const triggerClasses =
  "relative min-h-11 shrink-0 px-1 pb-3 pt-2 text-base font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:text-ink after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full after:bg-transparent data-[state=active]:after:bg-brand-600 sm:text-lg";

const panelClasses = "pt-8 outline-none data-[state=inactive]:hidden";

export function ProfileTabs({ reviewsLabel, description, reviews }: Props) {
  const [tab, setTab] = useState("description");

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash === "#reviews") setTab("reviews");
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List
        aria-label="About this coach"
        className="flex gap-6 overflow-x-auto border-b border-line sm:gap-10"
      >
        <Tabs.Trigger value="description" className={triggerClasses}>
          Description
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClasses}>
          {reviewsLabel}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" forceMount className={panelClasses}>
        {description}
      </Tabs.Content>
      <Tabs.Content value="reviews" forceMount className={panelClasses}>
        {reviews}
      </Tabs.Content>
    </Tabs.Root>
  );
}

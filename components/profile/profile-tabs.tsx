"use client";
/**
 * Description and Ratings & Reviews. Both panels stay in the HTML (only hidden), so search engines
 * and in-page links see the reviews; "#reviews" in the address opens that tab.
 *
 * The tab list is Radix Tabs (8 KB of JavaScript), loaded when the visitor is about to use it
 * (use-load-on-intent.ts): a pointer over or down on the list, focus on a tab, or "#reviews" in
 * the address. Until then a stand-in with the same markup draws it and already answers presses
 * and keys; Radix takes its place once focus is off the stand-in's tabs.
 *
 * The panels are drawn here, with the ARIA Radix gives them, outside what is swapped: what they
 * hold (the review list's order, a review being written) is never remounted.
 */
import { type ReactNode, useEffect, useId, useState } from "react";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import { panelId, type TabItem, tabId } from "./profile-tabs-look";
import { StaticProfileTabList } from "./static-profile-tab-list";

type Props = { reviewsLabel: string; description: ReactNode; reviews: ReactNode };

const panelClasses = "pt-8 outline-none data-[state=inactive]:hidden";

export function ProfileTabs({ reviewsLabel, description, reviews }: Props) {
  const [tab, setTab] = useState("description");
  const baseId = useId();
  const radix = useLoadOnIntent(() =>
    import("./profile-tab-list").then((module) => module.ProfileTabList),
  );
  const { want } = radix;

  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash !== "#reviews") return;
      setTab("reviews");
      want();
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [want]);

  const tabs: TabItem[] = [
    { value: "description", label: "Description" },
    { value: "reviews", label: reviewsLabel },
  ];
  const list = { label: "About this coach", tabs, value: tab, onValueChange: setTab, baseId };
  const panel = (value: string, content: ReactNode) => (
    <div
      data-state={tab === value ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={tabId(baseId, value)}
      id={panelId(baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a tab stop (WAI-ARIA tabs; Radix's too)
      tabIndex={0}
      className={panelClasses}
    >
      {content}
    </div>
  );

  return (
    <div dir="ltr" data-orientation="horizontal">
      {radix.Loaded ? (
        <radix.Loaded {...list} />
      ) : (
        <StaticProfileTabList {...list} onIntent={radix.want} onFocusChange={radix.standInFocus} />
      )}
      {panel("description", description)}
      {panel("reviews", reviews)}
    </div>
  );
}

/** The profile's facts list entry and chip list, shared by the public profile and the editor's preview. */
import type { ReactNode } from "react";

export function Fact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    // dt and dd sit right inside the div (a <dl> allows no deeper wrapper); the icon hangs left.
    <div className="relative pl-8">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
        <span className="absolute top-0.5 left-0 text-accent">{icon}</span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

/** A titled list of chips; nothing at all when the list is empty. `heading` keeps the outline right. */
export function Chips({
  title,
  items,
  heading: Heading = "h3",
}: {
  title: string;
  items: readonly string[];
  heading?: "h3" | "h4";
}) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <Heading className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
        {title}
      </Heading>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

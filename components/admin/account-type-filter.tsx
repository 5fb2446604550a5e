"use client";
/**
 * The Users table's account-type filter (Seers or Users), kept in the address (?type=seer|user) so
 * a reload or a shared link shows the same list; changing it goes back to the first page.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId } from "react";
import { controlClasses } from "@/components/ui/field";

export type AccountTypeFilter = "seer" | "user" | null;

const CHOICES = [
  { value: "", label: "All accounts" },
  { value: "seer", label: "Seers" },
  { value: "user", label: "Users" },
] as const;

/** The filter from the address, and its API query (`type=1` Seers, `type=0` Users). */
export function useAccountTypeParam(): { filter: AccountTypeFilter; query: string } {
  const value = useSearchParams().get("type");
  const filter = value === "seer" || value === "user" ? value : null;
  return { filter, query: filter === null ? "" : `type=${filter === "seer" ? 1 : 0}` };
}

export function AccountTypeSelect({ filter }: { filter: AccountTypeFilter }) {
  const id = useId();
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();

  function choose(value: string) {
    const query = new URLSearchParams(params.toString());
    if (value) query.set("type", value);
    else query.delete("type");
    query.delete("page");
    const search = query.toString();
    router.push(search ? `${pathname}?${search}` : pathname, { scroll: false });
  }

  return (
    <div className="flex flex-col gap-1.5 self-start">
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        Account type
      </label>
      <select
        id={id}
        value={filter ?? ""}
        onChange={(event) => choose(event.target.value)}
        className={`${controlClasses(false)} min-w-44 pr-8`}
      >
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

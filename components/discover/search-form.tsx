"use client";
/**
 * The search bar's form. Without JavaScript it is a plain GET form (the page tidies the URL);
 * with it, the fields become the view's one canonical address, with no empty parameters.
 */
import { useRouter } from "next/navigation";
import type { FormEvent, ReactNode } from "react";
import { formToQuery } from "@/lib/catalog/filters";
import { DISCOVER_PATH } from "./discover-url";

type Props = { className?: string; children: ReactNode };

export function SearchForm({ className, children }: Props) {
  const router = useRouter();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") fields[name] = value;
    }
    const query = formToQuery(fields);
    router.push(query ? `${DISCOVER_PATH}?${query}` : DISCOVER_PATH, { scroll: false });
  }

  return (
    <search aria-label="Search coaches">
      <form action={DISCOVER_PATH} method="get" onSubmit={submit} className={className}>
        {children}
      </form>
    </search>
  );
}

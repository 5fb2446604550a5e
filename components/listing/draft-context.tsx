"use client";
/**
 * What the editor's steps share with its shell: the listing as last saved, a way to report the
 * save state, and a slot for the open step's save (called on Next, Back, a step's tab and Save draft).
 */
import { createContext, type ReactNode, useContext } from "react";
import type { OwnListing } from "@/lib/listings/schema";

export type SaveState =
  | { kind: "saved" }
  | { kind: "dirty" }
  | { kind: "saving" }
  | { kind: "error"; message: string };

/** Saves the open step's changes; false when they are invalid or the server refused them. */
export type StepSaver = () => Promise<boolean>;

type DraftContextValue = {
  listing: OwnListing;
  setSaveState: (state: SaveState) => void;
  registerSaver: (saver: StepSaver | null) => void;
  /** The listing the server answered with, into the cache without fetching it again. */
  applyListing: (listing: OwnListing) => void;
};

const DraftContext = createContext<DraftContextValue | null>(null);

export function DraftProvider({
  value,
  children,
}: {
  value: DraftContextValue;
  children: ReactNode;
}) {
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error("useDraft must be used inside the listing editor");
  return value;
}

"use client";
/**
 * The public header's user menu, and before it a Seer's waiting booking requests. Loaded only
 * once the viewer is known to be signed in (account-area.tsx), so a visitor's first load carries
 * none of it; it reads the viewer from the same store, so the header passes nothing more.
 */
import { lazy, Suspense } from "react";
import { useViewer } from "@/lib/client/viewer";
import { UserMenu } from "./user-menu";

/** Only Seers answer requests: nobody else loads the count's code (SWR with it). */
const RequestsLink = lazy(() =>
  import("@/components/booking/requests-link").then((module) => ({
    default: module.RequestsLink,
  })),
);

export function SiteUserMenu({ name }: { name: string }) {
  const isSeer = useViewer()?.type === 1;
  return (
    <>
      {isSeer ? (
        <Suspense fallback={null}>
          <RequestsLink />
        </Suspense>
      ) : null}
      <UserMenu name={name} />
    </>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HostEventsScreen } from "@/components/events/app/host-events-screen";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "Events" };

/** /hosting: a Seer's own events (from the API in the browser); seekers go to their seats. */
export default async function HostingPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/hosting");
  if (user.type !== 1) redirect("/my-events");
  return <HostEventsScreen />;
}

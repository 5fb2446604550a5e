import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MyEventsScreen } from "@/components/events/app/my-events-screen";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "My events" };

/** /my-events: the signed-in person's seats and waitlist places (from the API in the browser). */
export default async function MyEventsPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/my-events");
  return <MyEventsScreen />;
}

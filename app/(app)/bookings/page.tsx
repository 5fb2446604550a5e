import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { parseBookingTab } from "@/components/booking/booking-tabs";
import { BookingsScreen } from "@/components/booking/bookings-screen";
import { now } from "@/lib/clock";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "My bookings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /bookings: the lists come from the API in the browser; "now" is the server's clock. */
export default async function BookingsPage({ searchParams }: Props) {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/bookings");
  const isSeer = user.type === 1;
  const { tab } = await searchParams;
  return (
    <BookingsScreen
      isSeer={isSeer}
      initialTab={parseBookingTab(tab, isSeer)}
      serverNow={now().toISOString()}
      accountZone={user.timezone}
    />
  );
}

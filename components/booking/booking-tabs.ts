/** The tabs of /bookings and how ?tab= maps onto them (read by the server page and the screen). */
const BOOKING_TABS = ["requests", "upcoming", "past", "booked"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export function parseBookingTab(value: unknown, isSeer: boolean): BookingTab {
  const tabs: readonly string[] = isSeer ? BOOKING_TABS : ["upcoming", "past"];
  if (typeof value === "string" && tabs.includes(value)) return value as BookingTab;
  return isSeer ? "requests" : "upcoming";
}

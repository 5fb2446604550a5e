/** `POST /bookings/{id}/decline`: see lib/bookings/status.ts for who may, from which state. */
import { bookingActionRoute } from "@/lib/bookings/action-route";

export const POST = bookingActionRoute("decline");

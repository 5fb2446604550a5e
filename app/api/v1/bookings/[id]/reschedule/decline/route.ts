/** `POST /bookings/{id}/reschedule/decline`: the other party keeps the session where it is (lib/bookings/reschedule.ts). */
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { declineRescheduleFor } from "@/lib/bookings/reschedule-route";

export const POST = handle(bookingRoutes.rescheduleDecline, declineRescheduleFor);

/** `POST /bookings/{id}/reschedule`: propose a new time (lib/bookings/reschedule.ts). */
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { proposeRescheduleFor } from "@/lib/bookings/reschedule-route";

export const POST = handle(bookingRoutes.reschedule, proposeRescheduleFor);

/** `POST /bookings/{id}/reschedule/withdraw`: the proposer takes the proposal back (lib/bookings/reschedule.ts). */
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { withdrawRescheduleFor } from "@/lib/bookings/reschedule-route";

export const POST = handle(bookingRoutes.rescheduleWithdraw, withdrawRescheduleFor);

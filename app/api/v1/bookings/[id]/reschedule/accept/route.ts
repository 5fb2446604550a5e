/** `POST /bookings/{id}/reschedule/accept`: the other party takes one of the proposed times (lib/bookings/reschedule.ts). */
import { handle } from "@/lib/api/route";
import { bookingRoutes } from "@/lib/api/routes/bookings";
import { acceptRescheduleFor } from "@/lib/bookings/reschedule-route";

export const POST = handle(bookingRoutes.rescheduleAccept, acceptRescheduleFor);

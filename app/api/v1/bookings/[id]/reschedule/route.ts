/** `POST /bookings/{id}/reschedule`: propose a new time (lib/bookings/reschedule.ts). */
import { proposeRescheduleRoute } from "@/lib/bookings/reschedule-route";

export const POST = proposeRescheduleRoute;

/** `POST /bookings/{id}/reschedule/accept`: the other party takes one of the proposed times. */
import { acceptRescheduleRoute } from "@/lib/bookings/reschedule-route";

export const POST = acceptRescheduleRoute;

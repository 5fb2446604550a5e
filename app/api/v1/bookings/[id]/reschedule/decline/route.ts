/** `POST /bookings/{id}/reschedule/decline`: the other party keeps the session where it is. */
import { rescheduleAnswerRoute } from "@/lib/bookings/reschedule-route";

export const POST = rescheduleAnswerRoute("decline");

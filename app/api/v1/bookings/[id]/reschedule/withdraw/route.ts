/** `POST /bookings/{id}/reschedule/withdraw`: the proposer takes the proposal back. */
import { rescheduleAnswerRoute } from "@/lib/bookings/reschedule-route";

export const POST = rescheduleAnswerRoute("withdraw");

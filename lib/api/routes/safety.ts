/** Blocking and reporting a conversation (its two people), and the reports (superusers). */
import { declareRoute } from "@/lib/api/contract";
import {
  blockStateSchema,
  REPORT_REASON_MAX,
  REPORTS_PER_DAY,
  reportAdminSchema,
  reportCreateSchema,
  reportPublicSchema,
  reportsAdminSchema,
  reportsQuerySchema,
} from "@/lib/conversations/safety-schema";
import { paginationSchema } from "@/lib/validation/pagination";
import { idParams } from "./params";

export const safetyRoutes = {
  blockState: declareRoute({
    method: "GET",
    path: "/conversations/{id}/block",
    name: "read_conversation_block",
    summary: "Whether you or the other person of a conversation has blocked the other",
    tag: "conversations",
    auth: "user",
    params: idParams,
    response: blockStateSchema,
    errors: [404],
  }),
  block: declareRoute({
    method: "POST",
    path: "/conversations/{id}/block",
    name: "block_conversation",
    summary:
      "Block the other person of a conversation: neither of you can write in it, and a blocked seeker cannot request bookings with you (existing bookings stand)",
    tag: "conversations",
    auth: "user",
    params: idParams,
    response: blockStateSchema,
    errors: [404],
  }),
  unblock: declareRoute({
    method: "POST",
    path: "/conversations/{id}/unblock",
    name: "unblock_conversation",
    summary: "Lift your block of the other person of a conversation",
    tag: "conversations",
    auth: "user",
    params: idParams,
    response: blockStateSchema,
    errors: [404],
  }),
  report: declareRoute({
    method: "POST",
    path: "/conversations/{id}/report",
    name: "report_conversation",
    summary: `Report a conversation to the admins with your reason (1 to ${REPORT_REASON_MAX} characters): they then read it. One open report per conversation (409 names it), at most ${REPORTS_PER_DAY} reports a day (429)`,
    tag: "conversations",
    auth: "user",
    params: idParams,
    body: { json: reportCreateSchema },
    response: reportPublicSchema,
    status: 201,
    errors: [404, 409, 429],
  }),
  reports: declareRoute({
    method: "GET",
    path: "/reports/",
    name: "read_reports",
    summary:
      "Reported conversations, newest first (open ones, or all), each with its two people and its lines",
    tag: "reports",
    auth: "superuser",
    query: paginationSchema.extend(reportsQuerySchema.shape),
    response: reportsAdminSchema,
  }),
  resolve: declareRoute({
    method: "POST",
    path: "/reports/{id}/resolve",
    name: "resolve_report",
    summary: "Mark a report dealt with",
    tag: "reports",
    auth: "superuser",
    params: idParams,
    response: reportAdminSchema,
    errors: [404],
  }),
};

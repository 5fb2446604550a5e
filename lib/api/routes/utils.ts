/** The newsletter, the template's private and utility routes, and what is served but not published. */
import { z } from "zod";
import { declareRoute } from "@/lib/api/contract";
import { testEmailQuerySchema } from "@/lib/email/schema";
import { newsletterSchema, privateUserCreateSchema, userPublicSchema } from "@/lib/users/schema";
import { messageSchema } from "@/lib/validation/common";

const clockSchema = z.object({
  now: z.iso.datetime({ offset: true }).nullable(),
  /** Stopped at `now` instead of running on from it: a test that counts within one second. */
  frozen: z.boolean().optional(),
});
const clockReadingSchema = z.object({ now: z.string() });

export const utilRoutes = {
  newsletter: declareRoute({
    method: "POST",
    path: "/newsletter",
    name: "subscribe_newsletter",
    summary: "Subscribe to the newsletter",
    tag: "newsletter",
    auth: "none",
    body: { json: newsletterSchema },
    response: messageSchema,
    errors: [429],
  }),
  privateCreateUser: declareRoute({
    method: "POST",
    path: "/private/users/",
    name: "create_user",
    summary: "Create a user without signing in (ENVIRONMENT=local only)",
    tag: "private",
    auth: "none",
    body: { json: privateUserCreateSchema },
    response: userPublicSchema,
    errors: [400, 404],
  }),
  testEmail: declareRoute({
    method: "POST",
    path: "/utils/test-email/",
    name: "test_email",
    summary: "Send a test email",
    tag: "utils",
    auth: "superuser",
    query: testEmailQuerySchema,
    status: 201,
    response: messageSchema,
  }),
  healthCheck: declareRoute({
    method: "GET",
    path: "/utils/health-check/",
    name: "health_check",
    summary: "Health check",
    tag: "utils",
    auth: "none",
    response: z.boolean(),
  }),
  openApi: declareRoute({
    method: "GET",
    path: "/openapi.json",
    name: "openapi",
    summary: "This document",
    tag: "utils",
    auth: "none",
    response: z.record(z.string(), z.unknown()),
    hidden: true,
    database: false,
  }),
  readClock: declareRoute({
    method: "GET",
    path: "/utils/clock",
    name: "read_clock",
    summary: "The server's clock (ENVIRONMENT=local only)",
    tag: "utils",
    auth: "none",
    response: clockReadingSchema,
    errors: [404],
    hidden: true,
  }),
  setClock: declareRoute({
    method: "PUT",
    path: "/utils/clock",
    name: "set_clock",
    summary:
      'Tests move the server\'s clock: {"now": ISO} sets it (and {"frozen": true} stops it there), {"now": null} resets it (ENVIRONMENT=local only)',
    tag: "utils",
    auth: "none",
    body: { json: clockSchema },
    response: clockReadingSchema,
    errors: [404],
    hidden: true,
  }),
  runJobs: declareRoute({
    method: "POST",
    path: "/utils/jobs",
    name: "run_jobs",
    summary:
      "Tests run the background jobs once now and wait for them, after moving the clock (ENVIRONMENT=local only)",
    tag: "utils",
    auth: "none",
    response: z.object({ ran: z.array(z.string()) }),
    errors: [404],
    hidden: true,
  }),
};

/** Blocks and reports: what a person sends and what they and the admins get back. */
import { z } from "zod";

export const REPORT_REASON_MAX = 1000;
/** At most this many reports a day, per reporter, in all their conversations. */
export const REPORTS_PER_DAY = 5;

/** Why the conversation is reported: plain text, 1 to 1,000 characters after trimming. */
export const reportCreateSchema = z.object({
  reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
});
export type ReportCreate = z.infer<typeof reportCreateSchema>;

/** Each side's block, from the reader's side. */
export const blockStateSchema = z.object({
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
});
export type BlockState = z.infer<typeof blockStateSchema>;

export const reportPublicSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ReportPublic = z.infer<typeof reportPublicSchema>;

const reportPersonSchema = z.object({
  /** Null once the account is deleted. */
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  is_active: z.boolean(),
});

/** A reported conversation's line as the admins read it: who wrote it, by role. */
export const reportMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(["seeker", "seer", "system"]),
  body: z.string(),
  created_at: z.string(),
});

export const reportAdminSchema = reportPublicSchema.extend({
  reporter: reportPersonSchema,
  reported: reportPersonSchema,
  /** The reported conversation's lines, oldest first (the newest 200). */
  messages: z.array(reportMessageSchema),
});
export type ReportAdmin = z.infer<typeof reportAdminSchema>;

export const reportsAdminSchema = z.object({
  data: z.array(reportAdminSchema),
  count: z.number().int(),
});
export type ReportsAdmin = z.infer<typeof reportsAdminSchema>;

export const reportsQuerySchema = z.object({
  /** "open" (the default): not resolved yet; "all": every report. */
  status: z.enum(["open", "all"]).default("open"),
});

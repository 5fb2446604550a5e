/** What an email is: the message every template renders, and what the outbox stores and sends. */

export type Email = { to: string; subject: string; html: string; text: string };

type OutboxAttachment = {
  filename: string;
  content: string;
  /** e.g. `text/calendar; method=REQUEST; charset=utf-8` */
  contentType: string;
};

export type OutboxEmail = Email & {
  attachments?: OutboxAttachment[];
  /** An iCalendar body sent as the message's text/calendar alternative (invitations). */
  icalEvent?: { method: "REQUEST" | "CANCEL"; content: string; filename?: string };
};

/** A time zone field: one rule and message for accounts and listings alike. */
import { z } from "zod";
import { isTimeZone } from "@/lib/time-zone";

export const timeZoneField = z
  .string()
  .refine(isTimeZone, { error: "Choose a time zone such as Europe/Paris" });

/** Query of the superuser's test-email call. */
import { z } from "zod";
import { emailField } from "@/lib/validation/email";

export const testEmailQuerySchema = z.object({ email_to: emailField });

/** Sign-up in either payload shape, shared by the provider API and the BFF. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { parseOrThrow } from "@/lib/api/validation";
import { hashPassword } from "@/lib/auth/password";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { joinNames, splitFullName } from "./names";
import { insertUser, type NewUser, type User } from "./queries";
import { isMarketplaceSignup, marketplaceSignupSchema, templateSignupSchema } from "./schema";
import { enqueueVerificationEmail } from "./verification";

async function newUserFrom(body: unknown): Promise<NewUser> {
  if (isMarketplaceSignup(body)) {
    const input = parseOrThrow(marketplaceSignupSchema, body, "body");
    return {
      email: input.email,
      hashedPassword: await hashPassword(input.password),
      fullName: joinNames(input.firstname, input.lastname),
      firstname: input.firstname,
      lastname: input.lastname,
      country: input.country,
      type: input.type,
      newsletter: input.newsletter,
      timezone: input.timezone,
    };
  }
  const input = parseOrThrow(templateSignupSchema, body, "body");
  return {
    email: input.email,
    hashedPassword: await hashPassword(input.password),
    fullName: input.full_name?.trim() || null,
    ...splitFullName(input.full_name),
    timezone: input.timezone,
  };
}

/** Makes the account and queues the link that verifies its email, together. `base`: the site's address. */
export async function registerUser(ip: string, body: unknown, base: string): Promise<User> {
  const email = (body as { email?: unknown } | null)?.email;
  await consumeAttempt("signup", ip, typeof email === "string" ? email : undefined);
  const newUser = await newUserFrom(body);
  return withWriteTransaction(async (db) => {
    const user = await insertUser(newUser, errors.emailTakenOnSignup, db);
    await enqueueVerificationEmail(db, user, base);
    return user;
  });
}

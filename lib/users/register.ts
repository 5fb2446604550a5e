/** Sign-up in either payload shape, shared by the provider API and the BFF. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { parseOrThrow } from "@/lib/api/validation";
import { hashPassword } from "@/lib/auth/password";
import { joinNames, splitFullName } from "./names";
import { insertUser, type NewUser, type User } from "./queries";
import { isMarketplaceSignup, marketplaceSignupSchema, templateSignupSchema } from "./schema";

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

export async function registerUser(ip: string, body: unknown): Promise<User> {
  const email = (body as { email?: unknown } | null)?.email;
  await consumeAttempt("signup", ip, typeof email === "string" ? email : undefined);
  const newUser = await newUserFrom(body);
  return insertUser(newUser, errors.emailTakenOnSignup);
}

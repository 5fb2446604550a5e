/** The template's test tooling creates users here without signing in; only with ENVIRONMENT=local. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { getConfig } from "@/lib/config";
import { splitFullName } from "@/lib/users/names";
import { toPublicUser } from "@/lib/users/public";
import { insertUser } from "@/lib/users/queries";
import { privateUserCreateSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  if (getConfig().ENVIRONMENT !== "local") throw errors.notFound();
  const input = await readJson(req, privateUserCreateSchema);
  const user = await insertUser(
    {
      email: input.email,
      hashedPassword: await hashPassword(input.password),
      fullName: input.full_name.trim() || null,
      ...splitFullName(input.full_name),
    },
    errors.emailTakenOnSignup,
  );
  return toPublicUser(user);
});

/** The template's test tooling creates users here without signing in; only with ENVIRONMENT=local. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { hashPassword } from "@/lib/auth/password";
import { getConfig } from "@/lib/config";
import { splitFullName } from "@/lib/users/names";
import { toPublicUser } from "@/lib/users/public";
import { insertUser } from "@/lib/users/queries";

export const POST = handle(utilRoutes.privateCreateUser, async ({ body }) => {
  if (getConfig().ENVIRONMENT !== "local") throw errors.notFound();
  const user = await insertUser(
    {
      email: body.email,
      hashedPassword: await hashPassword(body.password),
      fullName: body.full_name.trim() || null,
      ...splitFullName(body.full_name),
      emailVerified: body.is_verified,
    },
    errors.emailTakenOnSignup,
  );
  return toPublicUser(user);
});

/** Superusers list and create users. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { hashPassword } from "@/lib/auth/password";
import { splitFullName } from "@/lib/users/names";
import { toPublicUser } from "@/lib/users/public";
import { insertUser, listUsers } from "@/lib/users/queries";

export const GET = handle(userRoutes.list, async ({ query }) => {
  const { rows, count } = await listUsers(query);
  return { data: rows.map(toPublicUser), count };
});

export const POST = handle(userRoutes.create, async ({ body }) => {
  const fullName = body.full_name?.trim() || null;
  const user = await insertUser(
    {
      email: body.email,
      hashedPassword: await hashPassword(body.password),
      fullName,
      ...splitFullName(fullName),
      country: body.country ?? null,
      type: body.type,
      isActive: body.is_active,
      isSuperuser: body.is_superuser,
    },
    errors.emailTakenOnCreate,
  );
  return toPublicUser(user);
});

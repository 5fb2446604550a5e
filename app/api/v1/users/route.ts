/** Superusers list and create users. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { requireSuperuser } from "@/lib/auth/session";
import { splitFullName } from "@/lib/users/names";
import { toPublicUser } from "@/lib/users/public";
import { insertUser, listUsers } from "@/lib/users/queries";
import { userCreateSchema } from "@/lib/users/schema";
import { paginationSchema } from "@/lib/validation/pagination";

export const GET = apiRoute(async (req) => {
  await requireSuperuser(req);
  const page = parseQuery(req, paginationSchema);
  const { rows, count } = await listUsers(page);
  return { data: rows.map(toPublicUser), count };
});

export const POST = apiRoute(async (req) => {
  await requireSuperuser(req);
  const input = await readJson(req, userCreateSchema);
  const fullName = input.full_name?.trim() || null;
  const user = await insertUser(
    {
      email: input.email,
      hashedPassword: await hashPassword(input.password),
      fullName,
      ...splitFullName(fullName),
      country: input.country ?? null,
      type: input.type,
      isActive: input.is_active,
      isSuperuser: input.is_superuser,
    },
    errors.emailTakenOnCreate,
  );
  return toPublicUser(user);
});

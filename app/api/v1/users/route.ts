/** Superusers list and create users. */
import { readJson } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { requireSuperuser } from "@/lib/auth/current-user";
import { hashPassword } from "@/lib/auth/password";
import { splitFullName } from "@/lib/users/names";
import { toPublicUser } from "@/lib/users/public";
import { DuplicateEmailError, insertUser, listUsers } from "@/lib/users/queries";
import { paginationSchema } from "@/lib/validation/pagination";
import { userCreateSchema } from "@/lib/validation/users";

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
  try {
    const user = await insertUser({
      email: input.email,
      hashedPassword: await hashPassword(input.password),
      fullName,
      ...splitFullName(fullName),
      country: input.country ?? null,
      type: input.type,
      isActive: input.is_active,
      isSuperuser: input.is_superuser,
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      throw new ApiError(400, "The user with this email already exists in the system.");
    }
    throw error;
  }
});

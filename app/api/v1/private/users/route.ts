/** The template's test tooling creates users here without signing in; only with ENVIRONMENT=local. */
import { readJson } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { getConfig } from "@/lib/config";
import { splitFullName } from "@/lib/users/names";
import { toPublicUser } from "@/lib/users/public";
import { DuplicateEmailError, insertUser } from "@/lib/users/queries";
import { privateUserCreateSchema } from "@/lib/validation/users";

export const POST = apiRoute(async (req) => {
  if (getConfig().ENVIRONMENT !== "local") throw new ApiError(404, "Not Found");
  const input = await readJson(req, privateUserCreateSchema);
  try {
    const user = await insertUser({
      email: input.email,
      hashedPassword: await hashPassword(input.password),
      fullName: input.full_name.trim() || null,
      ...splitFullName(input.full_name),
    });
    return toPublicUser(user);
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      throw new ApiError(400, "The user with this email already exists in the system");
    }
    throw error;
  }
});

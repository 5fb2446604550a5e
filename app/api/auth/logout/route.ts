/** BFF logout: clears the session cookie. */
import { apiRoute } from "@/lib/api/handler";
import { endSession, requireOwnOrigin } from "@/lib/auth/session";

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  return endSession();
});

/** BFF logout: clears the session cookie. */
import { apiRoute } from "@/lib/api/handler";
import { loggedOutResponse, requireOwnOrigin } from "@/lib/auth/bff";

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  return loggedOutResponse();
});

/** Demo Healer / Demo Seeker: signs in to a seeded demo account without its password reaching the page. */
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request-info";
import { requireOwnOrigin, startSession } from "@/lib/auth/session";
import { getConfig } from "@/lib/config";
import { DEMO_ACCOUNTS } from "@/lib/seed/accounts";
import { checkCredentials } from "@/lib/users/accounts";

const demoSchema = z.object({ role: z.enum(["seer", "user"]) });

export const POST = apiRoute(async (req) => {
  requireOwnOrigin(req);
  if (!getConfig().DEMO_ACCOUNTS) throw errors.demoAccountsDisabled();
  const { role } = await readJson(req, demoSchema);
  const demo = DEMO_ACCOUNTS[role];
  return startSession(await checkCredentials(clientIp(req), demo.email, demo.password));
});

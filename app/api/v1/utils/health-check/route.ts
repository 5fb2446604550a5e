/** `true` while the database answers; 503 otherwise, so a load balancer can take us out of rotation. */
import { sql } from "kysely";
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export const GET = handle(utilRoutes.healthCheck, async () => {
  try {
    await sql`select 1`.execute(getDb());
  } catch {
    throw errors.databaseUnavailable();
  }
  return true;
});

/** `true` while the database answers; 503 otherwise, so a load balancer can take us out of rotation. */
import { sql } from "kysely";
import { errors } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { ensureReady } from "@/lib/startup";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  try {
    await ensureReady();
    await sql`select 1`.execute(getDb());
    return Response.json(true);
  } catch {
    return errors.databaseUnavailable().toResponse();
  }
}

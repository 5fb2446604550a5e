/** Tests move this server's clock here (ENVIRONMENT=local only): `{"now": ISO}` sets it, `{"now": null}` resets it. */
import { z } from "zod";
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { now, resetClock, setClock } from "@/lib/clock";
import { getConfig } from "@/lib/config";

const clockSchema = z.object({ now: z.iso.datetime({ offset: true }).nullable() });

function requireLocal() {
  if (getConfig().ENVIRONMENT !== "local") throw errors.notFound();
}

export const GET = apiRoute(async () => {
  requireLocal();
  return { now: now().toISOString() };
});

export const PUT = apiRoute(async (req) => {
  requireLocal();
  const input = await readJson(req, clockSchema);
  if (input.now === null) resetClock();
  else setClock(new Date(input.now));
  return { now: now().toISOString() };
});

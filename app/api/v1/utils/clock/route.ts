/** Tests move this server's clock here (ENVIRONMENT=local only): `{"now": ISO}` sets it (`"frozen": true` stops it there), `{"now": null}` resets it. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { utilRoutes } from "@/lib/api/routes/utils";
import { freezeClock, now, resetClock, setClock } from "@/lib/clock";
import { getConfig } from "@/lib/config";

function requireLocal() {
  if (getConfig().ENVIRONMENT !== "local") throw errors.notFound();
}

export const GET = handle(utilRoutes.readClock, async () => {
  requireLocal();
  return { now: now().toISOString() };
});

export const PUT = handle(utilRoutes.setClock, async ({ body }) => {
  requireLocal();
  if (body.now === null) resetClock();
  else if (body.frozen) freezeClock(new Date(body.now));
  else setClock(new Date(body.now));
  return { now: now().toISOString() };
});

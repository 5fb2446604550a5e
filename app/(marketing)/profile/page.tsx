import type { Metadata } from "next";
import { CoachProfile } from "@/components/profile/coach-profile";
import { profileMetadata } from "@/components/profile/profile-metadata";
import { getCoachProfile } from "@/lib/catalog/profile";
import { getSampleCoach } from "@/lib/catalog/queries";
import { ensureReady } from "@/lib/startup";

// The catalogue lives in the database: read per request, never while building.
export const dynamic = "force-dynamic";

/** Plain /profile: the spec's sample coach; its canonical address is the coach's own page. */
export async function generateMetadata(): Promise<Metadata> {
  await ensureReady();
  return profileMetadata(await getSampleCoach());
}

export default async function SampleProfilePage() {
  await ensureReady();
  const coach = await getSampleCoach();
  return <CoachProfile profile={await getCoachProfile({ coach })} path="/profile" />;
}

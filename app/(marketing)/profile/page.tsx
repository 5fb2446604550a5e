import type { Metadata } from "next";
import { CoachProfile } from "@/components/profile/coach-profile";
import { profileMetadata } from "@/components/profile/profile-metadata";
import { getSampleCoach } from "@/lib/catalog/coaches";

/** Plain /profile: the spec's sample coach; its canonical address is the coach's own page. */
export async function generateMetadata(): Promise<Metadata> {
  return profileMetadata(getSampleCoach());
}

export default async function SampleProfilePage() {
  return <CoachProfile coach={getSampleCoach()} path="/profile" />;
}

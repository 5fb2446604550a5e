import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CoachProfile } from "@/components/profile/coach-profile";
import { profileMetadata } from "@/components/profile/profile-metadata";
import { getCoachProfile } from "@/lib/catalog/profile";
import { getCoachBySlug } from "@/lib/catalog/queries";
import { ensureReady } from "@/lib/startup";

// The catalogue lives in the database: read per request, never while building.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await ensureReady();
  const coach = await getCoachBySlug((await params).slug);
  if (!coach) notFound();
  return profileMetadata(coach);
}

export default async function ProfilePage({ params }: Props) {
  const { slug } = await params;
  await ensureReady();
  const coach = await getCoachBySlug(slug);
  if (!coach) notFound();
  return <CoachProfile profile={await getCoachProfile({ coach })} path={`/profile/${slug}`} />;
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CoachProfile } from "@/components/profile/coach-profile";
import { profileMetadata } from "@/components/profile/profile-metadata";
import { getCoach } from "@/lib/catalog/coaches";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const coach = getCoach((await params).slug);
  if (!coach) notFound();
  return profileMetadata(coach);
}

export default async function ProfilePage({ params }: Props) {
  const { slug } = await params;
  const coach = getCoach(slug);
  if (!coach) notFound();
  return <CoachProfile coach={coach} path={`/profile/${slug}`} />;
}

import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { NewConversation } from "@/components/messages/new-conversation";
import { coachSlugParam } from "@/lib/catalog/schema";
import { conversationIdOf, messageableSeer } from "@/lib/conversations/queries";
import { getReadySessionUser } from "../../session-user";

export const metadata: Metadata = { title: "New message" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /messages/new?coach=<slug>, where a coach page's Message link leads (a plain link: the public
 * page carries no code for it). A conversation that exists already opens instead.
 */
export default async function NewMessagePage({ searchParams }: Props) {
  const { coach } = await searchParams;
  const user = await getReadySessionUser();
  const here = `/messages/new?coach=${encodeURIComponent(String(coach ?? ""))}`;
  if (!user) redirect(`/login?next=${encodeURIComponent(here)}`);
  const slug = coachSlugParam.safeParse(coach);
  const seer = slug.success ? await messageableSeer(slug.data) : null;
  if (!seer) notFound();
  if (seer.id !== user.id) {
    const existing = await conversationIdOf({ seekerId: user.id, seerId: seer.id });
    if (existing) redirect(`/messages/${existing}`);
  }
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <Link
        href={`/profile/${seer.slug}`}
        className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft aria-hidden size={16} />
        {seer.name}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold text-ink">Message {seer.name}</h1>
        <p className="text-sm text-ink-muted">
          Ask whether a session is right for you, before or after you book. Only you and {seer.name}{" "}
          can read your conversation.
        </p>
      </div>
      {seer.id === user.id ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-ink-muted">
          This is your own listing. When seekers write to you, their messages show in{" "}
          <Link href="/messages" className="font-medium text-accent underline underline-offset-4">
            Messages
          </Link>
          .
        </p>
      ) : (
        <NewConversation coachSlug={seer.slug} coachName={seer.name} />
      )}
    </section>
  );
}

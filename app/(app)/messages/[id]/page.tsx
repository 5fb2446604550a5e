import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ConversationThread } from "@/components/messages/conversation-thread";
import { ApiError } from "@/lib/api/errors";
import { requireConversationFor } from "@/lib/conversations/queries";
import { uuidParam } from "@/lib/validation/common";
import { getReadySessionUser } from "../../session-user";

export const metadata: Metadata = { title: "Conversation" };

type Props = { params: Promise<{ id: string }> };

/** /messages/<id>: one conversation, for its two people only (anyone else gets the 404 page). */
export default async function ConversationPage({ params }: Props) {
  const { id } = await params;
  const user = await getReadySessionUser();
  if (!user) redirect(`/login?next=/messages/${encodeURIComponent(id)}`);
  if (!uuidParam.safeParse(id).success) notFound();
  const conversation = await requireConversationFor(user.id, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!conversation) notFound();
  return (
    <ConversationThread
      id={conversation.id}
      other={conversation.other}
      accountZone={user.timezone}
    />
  );
}

"use client";
/** /messages/new?coach=<slug>: the first message to a Seer; sent, it opens the conversation. */
import { useRouter } from "next/navigation";
import { sendJson } from "@/lib/client/request";
import type { ConversationPublic } from "@/lib/conversations/schema";
import { START_CONVERSATION_URL } from "./keys";
import { MessageComposer } from "./message-composer";

type Props = { coachSlug: string; coachName: string };

export function NewConversation({ coachSlug, coachName }: Props) {
  const router = useRouter();
  const firstName = coachName.split(" ")[0] || coachName;
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <MessageComposer
        layout="form"
        label={`Your message to ${firstName}`}
        placeholder={`Hello ${firstName}, I would like to ask…`}
        autoFocus
        onSend={async (body) => {
          const result = await sendJson<ConversationPublic>(
            "POST",
            START_CONVERSATION_URL,
            { coach_slug: coachSlug, body },
            "Your message could not be sent. Please try again.",
          );
          if (!result.ok) return result.message;
          router.replace(`/messages/${result.data.id}`);
          return null;
        }}
      />
    </div>
  );
}

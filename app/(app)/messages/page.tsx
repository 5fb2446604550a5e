import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ConversationsScreen } from "@/components/messages/conversations-screen";
import { getReadySessionUser } from "../session-user";

export const metadata: Metadata = { title: "Messages" };

/** /messages: the conversations come from the API in the browser. */
export default async function MessagesPage() {
  const user = await getReadySessionUser();
  if (!user) redirect("/login?next=/messages");
  return <ConversationsScreen isSeer={user.type === 1} />;
}

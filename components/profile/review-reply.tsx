"use client";
/**
 * The Seer's one reply to a review of their own listing: Reply opens a short form; the page
 * refreshes from the server after posting, so the reply shows under the review for everyone.
 */
import { MessageSquareReply } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextareaField } from "@/components/ui/textarea-field";
import { sendJson } from "@/lib/client/request";
import { showSuccess } from "@/lib/client/toasts";

type Props = { slug: string; reviewId: string; author: string };

export function ReviewReplyForm({ slug, reviewId, author }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  if (!open) {
    return (
      <Button variant="secondary" className="self-start text-ink" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden size={16} />
        Reply
      </Button>
    );
  }

  async function send() {
    if (!body.trim()) {
      setProblem("Write a few words first.");
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await sendJson("POST", `/api/v1/coaches/${slug}/reviews/${reviewId}/reply`, {
      body: body.trim(),
    });
    setBusy(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    showSuccess("Your reply is posted.", "Thank you!");
    startRefresh(() => router.refresh());
  }

  const working = busy || refreshing;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <FormAlert message={problem} />
      <TextareaField
        label={`Your reply to ${author}`}
        rows={3}
        maxLength={2000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={send} disabled={working} aria-busy={working}>
          {working ? "Posting…" : "Post reply"}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={working}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

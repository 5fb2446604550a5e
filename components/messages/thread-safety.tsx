"use client";
/**
 * A thread's safety actions: Block (or Unblock) the other person and Report the conversation to
 * the admins, and the notice that replaces the composer while either side has blocked the other.
 */
import { useState } from "react";
import useSWR from "swr";
import { ReasonDialog } from "@/components/app/reason-dialog";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/client/fetcher";
import { sendJson } from "@/lib/client/request";
import { type BlockState, reportCreateSchema } from "@/lib/conversations/safety-schema";
import { blockUrl, reportUrl, unblockUrl } from "./keys";

/** Each side's block of conversation `id`, refetched with the thread. */
export function useBlockState(id: string) {
  const { data, mutate } = useSWR<BlockState>(blockUrl(id), fetchJson);
  return { state: data, set: (next: BlockState) => mutate(next, { revalidate: false }) };
}

type Props = {
  id: string;
  otherName: string;
  block: ReturnType<typeof useBlockState>;
};

export function ThreadSafetyActions({ id, otherName, block }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blocked = block.state?.blocked_by_me ?? false;
  const toggle = async () => {
    setBusy(true);
    setError(null);
    const result = await sendJson<BlockState>("POST", blocked ? unblockUrl(id) : blockUrl(id));
    setBusy(false);
    if (result.ok) await block.set(result.data);
    else setError(result.message);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => void toggle()} disabled={busy || !block.state}>
        {blocked ? "Unblock" : "Block"}
      </Button>
      <ReasonDialog
        title="Report conversation"
        description={
          <>
            The admins will read your conversation with{" "}
            <strong className="font-semibold text-ink">{otherName}</strong>. Tell them what
            happened.
          </>
        }
        trigger={
          <Button variant="secondary" className="text-danger-text">
            Report
          </Button>
        }
        schema={reportCreateSchema}
        label="Reason"
        submitLabel="Report"
        busyLabel="Sending…"
        send={(reason) => sendJson("POST", reportUrl(id), { reason: reason ?? "" })}
        success="Thank you: the admins will look at this conversation."
      />
      {error ? (
        <p role="alert" className="w-full text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What shows instead of the composer while the conversation is blocked. */
export function BlockedNotice({ state, otherName }: { state: BlockState; otherName: string }) {
  return (
    <p role="status" className="border-t border-line px-4 py-4 text-sm text-ink-muted sm:px-5">
      {state.blocked_by_me
        ? `You have blocked ${otherName}. Unblock them to write again.`
        : `${otherName} has blocked you: you cannot write to them.`}
    </p>
  );
}

"use client";
/** A signed-in viewer's heart on a card: their saved list, shared by every card of the page. */
import { setCoachSaved, useSavedCoach } from "@/lib/client/saved-coaches";
import { HeartButton } from "./heart-button";

type Props = { slug: string; name: string; className?: string };

export function SignedInSaveToggle(props: Props) {
  return (
    <HeartButton
      {...props}
      state={useSavedCoach(props.slug)}
      onSave={(saved) => setCoachSaved(props.slug, saved)}
    />
  );
}

"use client";
/** The heart on a coach's page, from the viewer's state there (one request with their review and rights). */
import { HeartButton } from "@/components/coaches/save-toggle";
import { useCoachViewer } from "@/lib/client/coach-viewer";
import { type SavedState, setCoachSaved } from "@/lib/client/saved-coaches";

type Props = { slug: string; name: string; className?: string };

export function ProfileSaveToggle(props: Props) {
  const viewer = useCoachViewer(props.slug);
  const state: SavedState =
    viewer.kind === "signed-in" ? { kind: "signed-in", saved: viewer.state.saved } : viewer;
  return (
    <HeartButton {...props} state={state} onSave={(saved) => setCoachSaved(props.slug, saved)} />
  );
}

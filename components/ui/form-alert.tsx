/** A message about the whole form (e.g. the server's reason a login failed), read out when it appears. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/30 bg-red-50 px-3 dark:bg-red-950/40 py-2 text-sm text-danger-text"
    >
      {message}
    </p>
  );
}

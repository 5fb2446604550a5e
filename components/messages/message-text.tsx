/**
 * A message's words as text, with its web addresses as links (rel="nofollow noopener ugc"; see
 * lib/conversations/links.ts): React renders every part as text, so nothing in it is markup.
 */
import { splitLinks } from "@/lib/conversations/links";

export function MessageText({ body }: { body: string }) {
  return (
    <>
      {splitLinks(body).map((part, index) =>
        part.kind === "link" ? (
          <a
            // Parts never move within one body: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow noopener ugc"
            className="underline underline-offset-2 break-all"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * Continue with Google / Continue with Facebook: plain links to the start of the round trip (no
 * script), one per configured provider; nothing at all when none is configured.
 */

import { buttonClasses } from "@/components/ui/button";
import { PROVIDER_LABELS, type ProviderId, startPath } from "@/lib/auth/oauth/providers";

type Props = {
  providers: ProviderId[];
  /** True when the page was opened for Seers (`role=seer`): a new account is then a Seer's. */
  forSeers: boolean;
  next: string | null;
};

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 12.7h-2.2V20h-3v-7.3H8.4v-2.6h1.5V8.4c0-2 .9-3.4 3.3-3.4h2v2.6h-1.4c-.8 0-.9.3-.9 1v1.5h2.3l-.1 2.6z"
      />
    </svg>
  );
}

const MARKS: Record<ProviderId, () => React.ReactElement> = {
  google: GoogleMark,
  facebook: FacebookMark,
};

export function ProviderButtons({ providers, forSeers, next }: Props) {
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-xs font-medium uppercase tracking-wider text-ink-muted">
        Or continue with
      </p>
      <div className="flex flex-col gap-3">
        {providers.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <a
              key={provider}
              href={startPath(provider, { role: forSeers ? "seer" : null, next })}
              className={buttonClasses("secondary", "text-ink")}
            >
              <Mark />
              Continue with {PROVIDER_LABELS[provider]}
            </a>
          );
        })}
      </div>
    </div>
  );
}

"use client";
/**
 * Appearance: light or dark for the whole site, kept in local storage. The server cannot know the
 * stored choice, so nothing is checked until the browser has read it (no hydration mismatch).
 */
import { Moon, Sun } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import { applyTheme, storedTheme, THEME_STORAGE_KEY, type ThemeMode } from "@/lib/theme";
import { SettingsCard } from "./settings-card";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another browser tab changed it: follow, so this page and its radios agree with storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    document.documentElement.classList.toggle("dark", storedTheme() === "dark");
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function choose(mode: ThemeMode) {
  applyTheme(mode);
  for (const listener of listeners) listener();
}

const OPTIONS: { mode: ThemeMode; label: string; icon: typeof Sun }[] = [
  { mode: "light", label: "Light Mode (Default)", icon: Sun },
  { mode: "dark", label: "Dark Mode", icon: Moon },
];

export function AppearanceSection() {
  const titleId = useId();
  const name = useId();
  const mode = useSyncExternalStore<ThemeMode | null>(subscribe, storedTheme, () => null);

  return (
    <SettingsCard
      title="Appearance"
      titleId={titleId}
      description="Choose how Seers looks to you. The choice is kept in this browser."
    >
      <div role="radiogroup" aria-labelledby={titleId} className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ mode: option, label, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium text-ink transition-colors hover:bg-muted",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
              mode === option ? "border-brand-600 bg-muted" : "border-line",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => choose(option)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <Icon aria-hidden size={18} className="shrink-0 text-accent" />
            {label}
          </label>
        ))}
      </div>
    </SettingsCard>
  );
}

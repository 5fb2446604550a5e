/** Colour mode: light by default, dark when the visitor chose it (kept in local storage). */
export const THEME_STORAGE_KEY = "theme";
export type ThemeMode = "light" | "dark";

/**
 * Runs before first paint (inline in <head>), so a dark-mode visitor never sees a light flash.
 * Kept tiny and free of dependencies on purpose.
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem("${THEME_STORAGE_KEY}")==="dark")document.documentElement.classList.add("dark")}catch{}`;

export function applyTheme(mode: ThemeMode): void {
  document.documentElement.classList.toggle("dark", mode === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

export function storedTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

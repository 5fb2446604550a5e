/**
 * Accessibility checks: axe's serious and critical violations on what is on screen now. Each
 * screen is judged in both colour themes in one walk: the other theme is switched in place (the
 * `dark` class on <html>, which is all the theme toggle changes), scanned, and switched back, so a
 * flow is walked once instead of once per theme. With SCREENSHOT_DIR set, the same switch takes a
 * picture of a screen in each theme (screenshotBothThemes).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";

export type Theme = "light" | "dark";

/**
 * The serious and critical violations on screen now, in the theme the page shows.
 *
 * Two settings make a scan two to three times faster with the same rules and the same findings:
 * legacy mode runs axe in the page itself (the default opens a blank page per scan to merge
 * cross-origin frames' results, and the site has no frames), and only violations are collected
 * (not every passing node of every rule).
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** The theme the page shows now. */
export function themeOf(page: Page): Promise<Theme> {
  return page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
}

/**
 * Waits until no colour is still easing (a scan must not read a colour half-way through a
 * transition, e.g. a button that has just been enabled as its panel loaded).
 */
function transitionsSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    // Reading a computed style applies pending style changes now, which starts their transitions.
    getComputedStyle(document.body).color;
    const easing = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.all(easing);
  });
}

/**
 * Shows `theme` in place and waits until no colour is still easing into it. Storage is left
 * alone: the next page load shows the visitor's own choice again.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle("dark", dark),
    theme === "dark",
  );
  await transitionsSettled(page);
}

/**
 * The serious and critical violations on screen now in both themes: first the one the page shows,
 * then the other, switched in place and back. `each` runs in each theme after its scan (e.g. a
 * screenshot named after the theme).
 */
export async function seriousViolationsInBothThemes(
  page: Page,
  label: string,
  each?: (theme: Theme) => Promise<void>,
): Promise<string[]> {
  const shown = await themeOf(page);
  const found: string[] = [];
  for (const theme of [shown, shown === "dark" ? "light" : "dark"] as const) {
    if (theme !== shown) await showTheme(page, theme);
    found.push(...(await seriousViolations(page, `${label} (${theme})`)));
    await each?.(theme);
  }
  await showTheme(page, shown);
  return found;
}

/**
 * The scan a test's project calls for: both themes on a desktop; on a phone only the theme shown,
 * as colours do not change with the width and the desktop run judges both.
 */
export function scanFor(testInfo: TestInfo): (page: Page, label: string) => Promise<string[]> {
  return testInfo.project.name.includes("phone")
    ? seriousViolations
    : seriousViolationsInBothThemes;
}

/**
 * With SCREENSHOT_DIR set, a picture of the page (whole, unless `fullPage` is false) or of one
 * element, named after the project and `name`, for a person to look at; without it, nothing. A
 * full-page picture costs the browser about 0.4 CPU-seconds on a desktop and 1.5 on a phone (its
 * pixel ratio is 2.6): a test run nobody looks at takes none.
 */
export async function picture(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${testInfo.project.name}-${name.replace(/\W+/g, "-")}.png`);
  if ("goto" in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

/** With SCREENSHOT_DIR set, picture() of the screen in each theme; without it, nothing. */
export async function screenshotBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  const shown = await themeOf(page);
  for (const theme of ["light", "dark"] as const) {
    await showTheme(page, theme);
    await picture(page, testInfo, `${name}-${theme}`);
  }
  await showTheme(page, shown);
}

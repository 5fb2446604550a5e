/**
 * A disabled button looks disabled in both themes (components/ui/button.tsx): no brand fill, a
 * dashed outline and muted words, each at least 3:1 against what is around it. Axe leaves disabled
 * controls out of its contrast rule, so the colours are measured here, in the page.
 */
import type { Locator } from "@playwright/test";
import { seriousViolationsInBothThemes, showTheme, type Theme, themeOf } from "./support/a11y";
import { expect, signInQuickly, test } from "./support/fixtures";
import { requestSession } from "./support/session-requests";

type Look = { borderStyle: string; words: number; outline: number; fill: number };

/**
 * Contrast ratios of a button as drawn: its words against its fill, its outline against what is
 * behind the button, and its fill against that (colours read through a canvas, so any CSS colour
 * syntax becomes plain RGB).
 */
function lookOf(button: Locator): Promise<Look> {
  return button.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    }) as CanvasRenderingContext2D;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: number[], under: number[]) =>
      [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (under[i] ?? 0) * (1 - (top[3] ?? 1)));
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    let behind: number[] = [255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) {
        behind = color;
        break;
      }
    }
    const style = getComputedStyle(element);
    const fill = over(rgba(style.backgroundColor), behind);
    return {
      borderStyle: style.borderTopStyle,
      words: ratio(over(rgba(style.color), fill), fill),
      outline:
        style.borderTopStyle === "none"
          ? 1
          : ratio(over(rgba(style.borderTopColor), behind), behind),
      fill: ratio(fill, behind),
    };
  });
}

test.beforeEach(() => test.slow());

test("a disabled button says so in light and dark, at 3:1 against its surroundings", async ({
  page,
  seer,
  account,
}) => {
  await signInQuickly(page, account);
  const { id } = await requestSession(page.request, seer.slug);
  const accepted = await seer.api.post(`/api/v1/bookings/${id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.goto(`/bookings/${id}`);
  const join = page.getByRole("main").getByRole("button", { name: /^Join video opens at/ });
  await expect(join).toBeDisabled();

  const shown = await themeOf(page);
  for (const theme of [shown, shown === "dark" ? "light" : "dark"] as Theme[]) {
    await showTheme(page, theme);
    const look = await lookOf(join);
    expect(look.borderStyle, theme).toBe("dashed");
    expect(look.words, `${theme}: words on the fill`).toBeGreaterThanOrEqual(3);
    expect(look.outline, `${theme}: outline against the page`).toBeGreaterThanOrEqual(3);
    // Not a faded brand colour that still reads as a call to action: close to the page itself.
    expect(look.fill, `${theme}: fill against the page`).toBeLessThan(1.5);
  }
  await showTheme(page, shown);
  expect(await seriousViolationsInBothThemes(page, "booking with Join video disabled")).toEqual([]);
});

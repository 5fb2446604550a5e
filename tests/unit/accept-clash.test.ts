import { describe, expect, it } from "vitest";
import { isAcceptClash } from "@/components/booking/accept-clash";
import { errors } from "@/lib/api/errors";

const refusal = (status: number, message: string) =>
  ({ ok: false, status, message, detailIsList: false }) as const;

describe("accept clash", () => {
  it("opens the dialog for the server's clash answer", () => {
    const clash = errors.calendarAcceptClash();
    expect(isAcceptClash(refusal(clash.status, clash.detail as string))).toBe(true);
  });

  it("leaves other answers to their toast", () => {
    const detail = errors.calendarAcceptClash().detail as string;
    expect(isAcceptClash(refusal(409, "This booking can no longer be accepted."))).toBe(false);
    expect(isAcceptClash(refusal(422, detail))).toBe(false);
    expect(isAcceptClash({ ok: true, data: {} })).toBe(false);
  });
});

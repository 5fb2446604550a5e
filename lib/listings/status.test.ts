import { describe, expect, it } from "vitest";
import { nextListingStatus, statusesAllowing } from "./status";

describe("nextListingStatus", () => {
  it("follows draft → pending → published, with rejection and resubmission", () => {
    expect(nextListingStatus("draft", "submit")).toBe("pending");
    expect(nextListingStatus("pending", "approve")).toBe("published");
    expect(nextListingStatus("pending", "reject")).toBe("rejected");
    expect(nextListingStatus("rejected", "submit")).toBe("pending");
  });

  it("pauses and resumes a published listing, and an admin can unpublish it", () => {
    expect(nextListingStatus("published", "pause")).toBe("paused");
    expect(nextListingStatus("paused", "resume")).toBe("published");
    expect(nextListingStatus("published", "unpublish")).toBe("rejected");
    expect(nextListingStatus("paused", "unpublish")).toBe("rejected");
  });

  it("refuses changes that do not fit the current state", () => {
    expect(nextListingStatus("published", "submit")).toBeUndefined();
    expect(nextListingStatus("draft", "approve")).toBeUndefined();
    expect(nextListingStatus("pending", "pause")).toBeUndefined();
    expect(nextListingStatus("draft", "resume")).toBeUndefined();
    expect(nextListingStatus("draft", "unpublish")).toBeUndefined();
  });
});

describe("statusesAllowing", () => {
  it("names the states an action may start from", () => {
    expect(statusesAllowing("submit")).toEqual(["draft", "rejected"]);
    expect(statusesAllowing("resume")).toEqual(["paused"]);
  });
});

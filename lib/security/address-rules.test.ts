import { describe, expect, it } from "vitest";
import { isRefusedAddress, literalAddress } from "./address-rules";

describe("isRefusedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "100.100.100.200",
    "169.254.169.254",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "64:ff9b::10.0.0.1",
    "2002:c0a8:0101::1",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111"])(
    "allows %s",
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );

  it("allows loopback only when told (ENVIRONMENT=local), never private or metadata", () => {
    expect(isRefusedAddress("127.0.0.1", true)).toBe(false);
    expect(isRefusedAddress("::1", true)).toBe(false);
    expect(isRefusedAddress("10.0.0.1", true)).toBe(true);
    expect(isRefusedAddress("169.254.169.254", true)).toBe(true);
  });

  it("reads IP literals from hosts", () => {
    expect(literalAddress("[::1]")).toBe("::1");
    expect(literalAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(literalAddress("example.com")).toBeUndefined();
  });
});

/**
 * Which network addresses the server may fetch when a user typed the address (a calendar, later a
 * push endpoint): none of its own machine, its private networks or the cloud's metadata service.
 * Pure: guarded-fetch.ts applies it to every address a name resolves to and to every redirect.
 */
import { BlockList, isIP } from "node:net";

const refused = new BlockList();
// IPv4: "this network", private (RFC 1918), shared CGNAT (RFC 6598, Alibaba's metadata too),
// loopback, link-local (AWS/GCP/Azure metadata at 169.254.169.254), IETF protocol assignments,
// benchmarking, multicast, reserved and broadcast.
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
// IPv6: unspecified, loopback, unique local (ULA, AWS's fd00:ec2::254 metadata too), link-local,
// site-local (deprecated), multicast.
refused.addAddress("::", "ipv6");
refused.addAddress("::1", "ipv6");
for (const [network, prefix] of [
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet("127.0.0.0", 8, "ipv4");

/** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), or undefined. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour?.[1] && sixToFour[2]) {
    const high = Number.parseInt(sixToFour[1], 16);
    const low = Number.parseInt(sixToFour[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return undefined;
}

export function isLoopback(address: string): boolean {
  const v4 = isIP(address) === 4 ? address : embeddedIpv4(address);
  if (v4) return LOOPBACK_V4.check(v4, "ipv4");
  return isIP(address) === 6 && refused.check(address, "ipv6") && /^[0:]*1$/.test(address);
}

/**
 * True when the server must not connect to `address` (an IP literal). `allowLoopback`: local
 * development and tests (ENVIRONMENT=local) reach a calendar server on the same machine.
 */
export function isRefusedAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (allowLoopback && isLoopback(address)) return false;
  if (family === 4) return refused.check(address, "ipv4");
  const v4 = embeddedIpv4(address);
  if (v4) return refused.check(v4, "ipv4");
  return refused.check(address, "ipv6");
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or undefined for a name. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}

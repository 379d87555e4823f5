/**
 * The widest ranges an address blocker may cover: an IPv4 /8 and an IPv6 /32 (an ISP's whole
 * allocation), so one typo cannot refuse a continent.
 */
export const BLOCKER_RANGE_MIN_PREFIX = { ipv4: 8, ipv6: 32 } as const;

import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * The prefix length an IPv6 subscriber gets at least (RFC 6177; one LAN is a /64): every address
 * inside it belongs to the same household, and its owner can use any of 2^64 of them.
 */
export const IPV6_PREFIX = 64;

/**
 * The key every per-address limit counts a visitor under: an IPv4 address as it is (also when
 * written as IPv4-mapped IPv6), an IPv6 address as its /64 network. express-rate-limit's
 * ipKeyGenerator does the address arithmetic.
 */
export const addressKey = (ip: string | undefined): string =>
  ip ? ipKeyGenerator(ip, IPV6_PREFIX) : 'unknown';

/** The address key of a request (the client's address as `trust proxy` resolves it). */
export const requestAddressKey = ({ ip }: Request): string => addressKey(ip);

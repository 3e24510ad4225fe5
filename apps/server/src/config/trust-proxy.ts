import { isIP } from 'node:net';
import { type AddressRange, addressRange, coversFamily } from './address-ranges';

const TRUST_PROXY_ALLOWED =
  'the addresses or networks of the proxies in front of the server, comma-separated ' +
  '(e.g. 127.0.0.1 or 10.0.0.10,10.1.0.0/16; `loopback`, `linklocal` and `uniquelocal` name those ranges), ' +
  'or `false` (the default) when nothing is in front';

/** Names proxy-addr (Fastify's trustProxy) takes for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Why one entry of an address list is refused, if it is: an address, or a network with a prefix
 * of 1 to 32 (IPv4) or 1 to 128 (IPv6); a /0 trusts every address, as `true` does.
 */
function refusedProxyEntry(entry: string): string | undefined {
  if (PROXY_RANGE_NAMES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `\`${entry}\` is not an address or a network`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (bits === 0) return `\`${entry}\` trusts every address (any client could set X-Forwarded-For)`;
  if (!(bits >= 1 && bits <= (family === 4 ? 32 : 128))) return `\`${entry}\` has no valid network prefix`;
  return undefined;
}

/** The addresses an entry names (none for the range names, which are small). */
function entryRange(entry: string): AddressRange | undefined {
  const [address = '', prefix] = entry.split('/');
  return addressRange(address, prefix === undefined ? undefined : Number(prefix));
}

/**
 * An address list is checked here, not left to Fastify, which would crash the start on a bad
 * entry. In production only addresses or networks are taken: `true` trusts X-Forwarded-For
 * from anyone who can reach the port, and a hop count trusts whatever sits at that position,
 * which a client reaching the port directly fills itself; either way any client could pick its
 * own address and step around the per-IP limits (ADR 045).
 */
export function checkTrustProxy(env: string, trustProxy: boolean | number | string): void {
  const refuse = (why: string) => {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${why}; use ${TRUST_PROXY_ALLOWED}`);
  };
  if (typeof trustProxy === 'string') {
    const entries = trustProxy
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const refused = entries.map(refusedProxyEntry).find(Boolean);
    if (refused) refuse(refused);
    // Each entry may be a fair network while the list holds every address (`0.0.0.0/1,128.0.0.0/1`).
    const ranges = entries.map(entryRange).filter((range): range is AddressRange => range !== undefined);
    for (const family of [4, 6] as const) {
      if (coversFamily(ranges, family))
        refuse(`\`${trustProxy}\` together trusts every IPv${family} address (any client could set X-Forwarded-For)`);
    }
  }
  if (env !== 'production') return;
  if (trustProxy === true) refuse('`true` is refused in production (any client could set X-Forwarded-For)');
  if (typeof trustProxy === 'number') {
    refuse(`a hop count (${trustProxy}) is refused in production (a client reaching the port directly picks its own address)`);
  }
}

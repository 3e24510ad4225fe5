import { isIPv4, isIPv6 } from 'node:net';

/** A network as the first and last address it holds, as numbers of its family's width. */
export interface AddressRange {
  family: 4 | 6;
  first: bigint;
  last: bigint;
}

const ipv4Number = (address: string) => address.split('.').reduce((n, part) => (n << 8n) + BigInt(Number(part)), 0n);

/** An IPv6 address as a 128-bit number: `::` filled with zero groups, a dotted IPv4 tail as two groups. */
function ipv6Number(address: string): bigint {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const withoutTail = dotted ? address.slice(0, -dotted.length) : address;
  const tail = dotted ? ipv4Number(dotted) : 0n;
  const [head = '', rest] = withoutTail.split('::');
  const groups = (text: string) => text.split(':').filter(Boolean);
  const wanted = dotted ? 6 : 8;
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const all = [...left, ...Array(wanted - left.length - right.length).fill('0'), ...right];
  const number = all.reduce((n, group) => (n << 16n) + BigInt(Number.parseInt(group, 16)), 0n);
  return dotted ? (number << 32n) + tail : number;
}

/** The range of `address/prefix` (an address alone is its own range); undefined when it is neither. */
export function addressRange(address: string, prefix?: number): AddressRange | undefined {
  const family = isIPv4(address) ? 4 : isIPv6(address) ? 6 : undefined;
  if (!family) return undefined;
  const bits = family === 4 ? 32 : 128;
  const value = family === 4 ? ipv4Number(address) : ipv6Number(address);
  const hostBits = BigInt(bits - (prefix ?? bits));
  const first = (value >> hostBits) << hostBits;
  return { family, first, last: first + (1n << hostBits) - 1n };
}

/** Whether the ranges of one family together hold every address of it (`0.0.0.0/1` and `128.0.0.0/1` do). */
export function coversFamily(ranges: AddressRange[], family: 4 | 6): boolean {
  const end = (1n << (family === 4 ? 32n : 128n)) - 1n;
  const sorted = ranges.filter((r) => r.family === family).sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  let next = 0n;
  for (const range of sorted) {
    if (range.first > next) return false;
    if (range.last >= next) next = range.last + 1n;
    if (next > end) return true;
  }
  return false;
}

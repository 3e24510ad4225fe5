import type { DatingExample } from '@museum/contract/dating';
import { serialValueOf } from '@museum/contract/dating';
import { demoLooseDetails } from '@museum/server/db/demo-data/loose-details-data';
import { demoProducts } from '@museum/server/db/demo-data/products-data';

/** The Tula makers of the Maxim table's scope (DATING_SCOPES): the demo catalogue's keys for them. */
const TULA = new Set(['itoz', 'toz']);

/**
 * The demo catalogue's dated examples of the Maxim table, as the server's scope reads them (ADR
 * 060, 078): Tula guns with an all-digit number and a year, once each (their own receivers are the
 * gun again), receivers of another number on a gun, and loose receivers.
 */
export function demoExamples(): DatingExample[] {
  const examples: DatingExample[] = [];
  const add = (number: string | null | undefined, year: number | null) => {
    const serial = number ? serialValueOf(number) : null;
    if (serial !== null && year !== null) examples.push({ serial, year });
  };
  for (const gun of demoProducts) {
    if (gun.belongsTo !== 'максим' || !TULA.has(gun.maker)) continue;
    add(gun.number, gun.year);
    const receiver = gun.partNumbers?.Короб;
    if (gun.parts.some(([type]) => type === 'Короб') && receiver && serialValueOf(receiver) !== serialValueOf(gun.number))
      add(receiver, gun.year);
  }
  for (const part of demoLooseDetails) {
    if (part.type === 'Короб' && part.belongsTo === 'максим' && part.maker && TULA.has(part.maker)) add(part.number, part.year);
  }
  return examples;
}

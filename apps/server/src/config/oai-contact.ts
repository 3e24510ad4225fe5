/**
 * Without CONTACT_EMAIL there is no OAI-PMH repository (Identify must name the operator's address,
 * ADR 076): in production that is said once, at start, so the operator learns it from the log
 * rather than from a harvester.
 */
export function warnIfOaiOff(config: { env: string; contactEmail: string | null }, log: { warn(message: string): void }): boolean {
  if (config.env !== 'production' || config.contactEmail) return false;
  log.warn('CONTACT_EMAIL is not set: OAI-PMH (/oai) is off, as its Identify must name the operator’s address');
  return true;
}

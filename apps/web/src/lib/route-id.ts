/** A positive integer id from a route parameter, or 0 when it is not one. */
export function routeId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : 0;
}

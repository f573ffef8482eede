/** The id in /obituaries/:id, or null when it cannot be one (the page then shows "Obituary Not Found"). */
export function parseObituaryId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

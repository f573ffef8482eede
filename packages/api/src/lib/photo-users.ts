import type { obituaries } from "@fh/db";

/** An obituary that shows a photo, as the gallery names it. */
export interface PhotoUser {
  id: number;
  name: string;
  state: (typeof obituaries.$inferSelect)["status"];
}

/** "the obituary of Rosa Delgado", "the obituaries of A, B and 2 others". */
export function describeUsers(users: readonly PhotoUser[]): string {
  const shown = users.slice(0, 3).map((u) => u.name);
  const others = users.length - shown.length;
  const names =
    others > 0
      ? `${shown.join(", ")} and ${others} ${others === 1 ? "other" : "others"}`
      : shown.length > 1
        ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`
        : (shown[0] ?? "");
  return `the ${users.length === 1 ? "obituary" : "obituaries"} of ${names}`;
}

/**
 * The most common breached passwords (about 49,000, from zxcvbn-ts's common
 * list, which is built from leaked-password corpora), checked offline: no
 * password ever leaves the server. Compared case-insensitively, since
 * "Qwerty123456" is no safer than "qwerty123456".
 */
let common: Promise<Set<string>> | undefined;

/** The list loads on the first password set (about 13 MB with its package), not with every server start. */
export async function isCommonBreachedPassword(password: string): Promise<boolean> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())));
  return (await common).has(password.toLowerCase());
}

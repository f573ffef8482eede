import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common breached passwords (about 49,000, from zxcvbn-ts's common
 * list, which is built from leaked-password corpora), checked offline: no
 * password ever leaves the server. Compared case-insensitively, since
 * "Qwerty123456" is no safer than "qwerty123456".
 */
let common: Set<string> | undefined;

export function isCommonBreachedPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

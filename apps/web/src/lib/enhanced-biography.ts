/**
 * SPEC §3: the enhanced creator's extra fields are not stored on their own;
 * they are folded into the biography before it is sent.
 */
export interface EnhancedExtras {
  nickname?: string;
  occupation?: string;
  hobbies?: string;
  favoriteQuote?: string;
  memorialLocation?: string;
  memorialDate?: string;
  memorialTime?: string;
  submitterName?: string;
  submitterRelationship?: string;
}

function clean(v: string | undefined): string {
  return (v ?? "").trim();
}

export function composeEnhancedBiography(biography: string, extras: EnhancedExtras): string {
  const parts: string[] = [];
  const nickname = clean(extras.nickname);
  if (nickname) parts.push(`Also known as "${nickname}"`);
  parts.push(biography.trim());

  const occupation = clean(extras.occupation);
  if (occupation) parts.push(`Profession: ${occupation}`);
  const hobbies = clean(extras.hobbies);
  if (hobbies) parts.push(`Hobbies & Interests: ${hobbies}`);
  const quote = clean(extras.favoriteQuote);
  if (quote) parts.push(`Favorite Quote: "${quote}"`);

  const location = clean(extras.memorialLocation);
  const date = clean(extras.memorialDate);
  const time = clean(extras.memorialTime);
  if (location || date || time) {
    const lines = ["Memorial Service:"];
    if (location) lines.push(`Location: ${location}`);
    if (date) lines.push(`Date: ${date}`);
    if (time) lines.push(`Time: ${time}`);
    parts.push(lines.join("\n"));
  }

  const submitter = clean(extras.submitterName);
  const relationship = clean(extras.submitterRelationship);
  if (submitter) parts.push(relationship ? `Submitted by ${submitter} (${relationship})` : `Submitted by ${submitter}`);

  return parts.join("\n\n");
}

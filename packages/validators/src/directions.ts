import { fullAddress, type Business } from "./business";
import { foldToAscii } from "./slug";

/** Lower case, accents folded, punctuation as single spaces: "St. Luke’s" -> "st luke s". */
const plain = (text: string) =>
  foldToAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const hasWords = (text: string, words: string) => words !== "" && ` ${text} `.includes(` ${words} `);

/** The funeral home's own rooms, as staff type them ("Main Parlor", "Chapel of Peace", "our chapel"). */
const OWN_ROOM = /\b(parlou?rs?|chapels?|capilla|family room|viewing room|visitation room|reception room|arrangement room)\b/;

/** Words that make a chapel or hall someone else's (a church's, a cemetery's, a hospital's). */
const SOMEONE_ELSES = /\b(st|ste|saint|san|santa|holy|sacred|blessed|our lady|notre dame|church|iglesia|legliz|parish|cathedral|basilica|temple|synagogue|mosque|kingdom hall|cemetery|cementerio|memorial park|mausoleum|hospital|hospice|university|college|school)\b/;

/** A street address: a house number before a word ("2896 S Federal Hwy"), not "Room 2" or "2nd floor". */
const STREET_NUMBER = /\b\d+[a-z]?\s+[a-z]/;

/** The last part of "St. Luke's Church, Palm Springs" names a town; the last of "First Baptist, Fellowship Hall" names a room. */
const VENUE = /\b(church|hall|room|parlou?r|chapel|center|centre|building|home|house|garden|gardens|park|cemetery|lobby|floor|suite|wing|sanctuary|auditorium)\b/;

/**
 * Whether a service's place is on the funeral home's premises: it names the
 * home, its street address, or one of its rooms (and no other address, and
 * nothing that makes the room another institution's).
 */
export function isOnPremises(business: Business, place: string): boolean {
  const text = plain(place);
  if (hasWords(text, plain(business.name))) return true;
  const street = plain(business.streetAddress);
  // "1200 Lake Avenue" is also typed "1200 Lake Ave": the number and the street's first word decide.
  const [number, firstWord] = street.split(" ");
  const streetWords = number && /^\d/.test(number) && firstWord ? `${number} ${firstWord}` : street;
  if (hasWords(text, streetWords)) return true;
  if (STREET_NUMBER.test(text) || SOMEONE_ELSES.test(text)) return false;
  return OWN_ROOM.test(text);
}

/** Whether the place already says which town it is in: the home's city, its state, a ZIP code, or a last part that names no room. */
function namesItsTown(business: Business, place: string): boolean {
  const text = plain(place);
  if (hasWords(text, plain(business.city)) || hasWords(text, plain(business.region)) || /\b\d{5}\b/.test(text)) return true;
  const parts = place
    .split(",")
    .map((part) => plain(part))
    .filter(Boolean);
  const last = parts.at(-1) ?? "";
  return parts.length >= 2 && !/\d/.test(last) && !VENUE.test(last) && !SOMEONE_ELSES.test(last);
}

/**
 * What a maps search is asked for a service's place. The place as typed is
 * often just a room ("Main Parlor") or a name ("St. Luke's Church"), which a
 * maps app places anywhere in the world. So: the funeral home's name and full
 * address for a place on its premises (or no place at all); the place as typed
 * when it already names its town; else the place with the home's city and state.
 */
export function mapsQuery(business: Business, location: string | null | undefined): string {
  const place = location?.trim() ?? "";
  if (!place || isOnPremises(business, place)) return `${business.name}, ${fullAddress(business)}`;
  if (namesItsTown(business, place)) return place;
  return `${place}, ${business.city}, ${business.region}`;
}

/** "Get directions": a maps search for the place (mapsQuery), which opens the phone's maps app where there is one. */
export function directionsUrl(business: Business, location: string | null | undefined): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapsQuery(business, location))}`;
}

import { describe, expect, it } from "vitest";
import { defaultBusiness, fullAddress } from "../src/business";
import { directionsUrl, isOnPremises, mapsQuery } from "../src/directions";

const home = `${defaultBusiness.name}, ${fullAddress(defaultBusiness)}`;
const query = (url: string) => decodeURIComponent(url.replace(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/, ""));

describe("the maps query of a service's place", () => {
  it.each(["Main Parlor, 1200 Lake Avenue", "Main Parlor", "Chapel of Peace", "Family Room, 1200 Lake Ave.", "our chapel", "Lake Worth Family Funeral Home", "Capilla de la Paz"])(
    "a place on the premises (%s) asks for the funeral home's full address",
    (place) => {
      expect(isOnPremises(defaultBusiness, place)).toBe(true);
      expect(mapsQuery(defaultBusiness, place)).toBe(home);
    },
  );

  it("no place at all is the funeral home too", () => {
    expect(mapsQuery(defaultBusiness, null)).toBe(home);
    expect(mapsQuery(defaultBusiness, "  ")).toBe(home);
  });

  it("an outside church with a street address gets the home's city and state", () => {
    expect(mapsQuery(defaultBusiness, "St. Luke's Church, 2896 S Federal Hwy")).toBe("St. Luke's Church, 2896 S Federal Hwy, Lake Worth, FL");
    expect(mapsQuery(defaultBusiness, "Iglesia Bautista Emanuel, 410 N A St")).toBe("Iglesia Bautista Emanuel, 410 N A St, Lake Worth, FL");
  });

  it("an outside place by name only gets the city and state, even a chapel that is someone else's", () => {
    expect(mapsQuery(defaultBusiness, "Pinecrest Cemetery")).toBe("Pinecrest Cemetery, Lake Worth, FL");
    expect(mapsQuery(defaultBusiness, "St. Mary's Chapel")).toBe("St. Mary's Chapel, Lake Worth, FL");
    expect(mapsQuery(defaultBusiness, "Legliz Batis Bon Nouvèl, Fellowship Hall")).toBe("Legliz Batis Bon Nouvèl, Fellowship Hall, Lake Worth, FL");
  });

  it.each([
    "St. Luke's Church, 2896 S Federal Hwy, Lake Worth, FL",
    "St. Luke's Church, Lake Worth Beach",
    "St. Luke's Catholic Church, Palm Springs",
    "First Baptist Church, 301 N Seacrest Blvd, Boynton Beach, FL 33435",
    "Holy Spirit Church, 1000 Lantana Rd 33462",
  ])("a place that already names its town is asked as typed: %s", (place) => {
    expect(mapsQuery(defaultBusiness, place)).toBe(place);
  });

  it("follows the configured business: another home's name, street and city", () => {
    const other = { ...defaultBusiness, name: "Bellhaven Memorial Chapel", streetAddress: "77 Ocean Drive", city: "Lantana" };
    expect(mapsQuery(other, "Bellhaven Memorial Chapel")).toBe(`Bellhaven Memorial Chapel, ${fullAddress(other)}`);
    expect(mapsQuery(other, "Reception room, 77 Ocean Dr")).toBe(`Bellhaven Memorial Chapel, ${fullAddress(other)}`);
    expect(mapsQuery(other, "Pinecrest Cemetery")).toBe("Pinecrest Cemetery, Lantana, FL");
  });

  it("the directions link is a maps search for that query", () => {
    expect(directionsUrl(defaultBusiness, "Main Parlor, 1200 Lake Avenue")).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(home)}`);
    expect(query(directionsUrl(defaultBusiness, "St. Luke's Church, 2896 S Federal Hwy"))).toBe("St. Luke's Church, 2896 S Federal Hwy, Lake Worth, FL");
  });
});

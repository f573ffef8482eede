import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhotoWithFallback } from "../src/components/site/PhotoWithFallback";

/**
 * What the server draws for a memorial photo: the page
 * arrives before any script, so a photo that then fails must already be
 * covered by CSS (.photo-with-fallback in src/styles.css), and a missing
 * photo is the lily itself, named for screen readers like the photo.
 */
describe("a memorial photo as the server draws it", () => {
  it("is an <img> the stylesheet can cover with the lily if it fails", () => {
    const html = renderToStaticMarkup(<PhotoWithFallback src="/uploads/photo-1735689600000-0123456789abcdef.jpg" alt="Photo of Rosa Delgado" />);
    expect(html).toMatch(/<img [^>]*class="photo-with-fallback [^"]*"/);
    expect(html).toContain('alt="Photo of Rosa Delgado"');
    expect(html).not.toContain("<script");
  });

  it("is the lily when there is no address, named like the photo", () => {
    for (const src of [null, undefined, "", "   "]) {
      const html = renderToStaticMarkup(<PhotoWithFallback src={src} alt="Photo of Rosa Delgado" />);
      expect(html).not.toContain("<img");
      expect(html).toContain('role="img"');
      expect(html).toContain('aria-label="Photo of Rosa Delgado"');
      expect(html).toContain("memorial-lily");
    }
  });
});

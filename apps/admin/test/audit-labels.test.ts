import { appRouter, familyProcedure, staffProcedure } from "@fh/api";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, auditActionLabel, auditFieldsText, auditKindLabel, auditTargetText } from "../src/lib/audit-labels";

interface ProcedureDef {
  _def: { type: string; middlewares: unknown[] };
}

// The actions the server records: every staff procedure that changes something
// (audited by the staff middleware), every family procedure that does (audited by the
// family's, with their email address as the Who), and the events recorded by hand.
const staffMiddleware = (staffProcedure as unknown as ProcedureDef)._def.middlewares[0];
const familyMiddleware = (familyProcedure as unknown as ProcedureDef)._def.middlewares.at(-1);
const mutationsThrough = (middleware: unknown) =>
  Object.entries((appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures)
    .filter(([, p]) => p._def.type === "mutation" && p._def.middlewares.includes(middleware))
    .map(([name]) => name);
const recorded = [
  ...mutationsThrough(staffMiddleware),
  ...mutationsThrough(familyMiddleware),
  "auth.login",
  "auth.login_failed",
  "admin.photos.upload",
  "family.linkSent",
  "family.signIn",
];

/** A label that is a code: an underscore, a dot, or a camelCase join ("totpBegin", "setStatus"). */
const looksLikeCode = (label: string) => /_|\.|[a-z][A-Z]/.test(label);

describe("audit trail labels", () => {
  it("name every action the server records", () => {
    expect(recorded.length).toBeGreaterThan(30);
    // The family's own changes are walked from the router too: the gallery's and the guest book's among them.
    expect(recorded).toEqual(expect.arrayContaining(["family.edit", "family.signOut", "familyMemorial.addPhoto", "familyMemorial.moderate"]));
    expect(recorded.filter((action) => !(action in AUDIT_ACTION_LABELS))).toEqual([]);
  });

  it("are words: no underscore, no action code, nothing the table does not record", () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(looksLikeCode(label), `${action}: ${label}`).toBe(false);
      // Not the code split into words ("totp begin"), and none of the code's jargon.
      const split = action.split(".").at(-1)!.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();
      expect(label.toLowerCase(), action).not.toBe(split);
      expect(label, action).not.toMatch(/\b(totp|auth|admin|revoke|unlist|set status|login)\b/i);
      expect(label).toMatch(/^[A-Z]/);
      expect(recorded, action).toContain(action);
    }
    for (const [kind, label] of Object.entries(AUDIT_KIND_LABELS)) expect(looksLikeCode(label), `${kind}: ${label}`).toBe(false);
    expect(auditActionLabel("admin.account.totpBegin")).toBe("Started two-factor set-up");
  });

  it("read an action, kind, field or reason the table does not know yet as words, not codes", () => {
    expect(auditActionLabel("admin.obituaries.setFeaturedPhoto")).toBe("Set featured photo");
    expect(auditActionLabel("auth.password_reset_requested")).toBe("Password reset requested");
    expect(auditKindLabel("giftShop")).toBe("Gift shop");
    expect(auditFieldsText(["patch.firstName", "dateOfBirth", "service_type"])).toBe("Changed first name, date of birth, service type");
    expect(auditTargetText({ id: 12, reason: "code" })).toBe("Record 12 · Reason: wrong two-factor code");
    expect(auditTargetText({ status: "pending_review" })).toBe("Status: pending review");
    for (const text of [auditTargetText({ reason: "code" }), auditFieldsText(["reasonCode"])]) {
      expect(text).not.toMatch(/_|reason code/i);
    }
  });
});

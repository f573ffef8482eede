/** The family's own place: sign-in links, the fh_family session, scoping, proposals, invitations, letters of support. */
export * from "./access";
export * from "./emails";
export * from "./invites";
export * from "./letter-email";
export * from "./letters";
export * from "./link";
export * from "./link-tokens";
export * from "./procedure";
export * from "./proposals";
export * from "./scope";
export * from "./session";

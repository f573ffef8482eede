export { appRouter, createCaller, type AppRouter, type RouterInputs, type RouterOutputs } from "./root";
export * from "./context";
export * from "./errors";
export * from "./locale";
export * from "./unavailable";
export { ownerProcedure, publicProcedure, staffProcedure } from "./trpc";
export { familyProcedure } from "./family/procedure";
export { auditKind, changedFields, recordAudit, type AuditEntry } from "./lib/audit";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export * from "./auth/accounts";
export * from "./auth/sessions";
export { hashSessionToken } from "./auth/token";
export * from "./storage";
export * from "./assistant";
export {
  storePhoto,
  sniffImageFormat,
  MAX_ANIMATION_FRAMES,
  MAX_ANIMATION_PIXELS,
  PHOTO_MAX_DIMENSION,
  type StoredPhoto,
  type UploadedFile,
} from "./storage/upload";
export { DEFAULT_UPLOAD_QUOTA_BYTES_PER_DAY, UPLOAD_QUOTA_MESSAGE, UPLOADS_PAUSED_MESSAGE, uploaderKey } from "./storage/quota";
export { DEFAULT_ORPHAN_GRACE_HOURS, sweepUploads, type UploadSweepOptions, type UploadSweepResult } from "./storage/sweep";
export { defaultRateLimits, type PublicWriteScope, type RateLimitRule, type WriteLimiter } from "./abuse/rate-limit";
export { RateLimiter, RedisRateLimiter } from "./abuse/rate-limit-flexible";
export { DEFAULT_LOGIN_THROTTLE, type LoginThrottleLike } from "./auth/throttle";
export { RedisLoginThrottle } from "./auth/throttle-redis";
export { defaultRetention, purgeExpiredPersonalData, type RetentionPurge } from "./privacy/retention";
export { ERASED_SUBMITTER_NAME, erasePersonalData, findPersonalData, type PersonalDataReport } from "./privacy/erasure";
export { logSecurityEvent, type SecurityEvent } from "./lib/security-events";
export * from "./notifications";
export type { BackupOutcome, BackupOverview, SystemOperations } from "./system-operations";
export * from "./cache/invalidate";
export * from "./cache/declare";
export { LIVESTREAM_CLOSES_AFTER_MS } from "./lib/obituary-services";
export * from "./family";

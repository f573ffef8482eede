import { z } from "zod";
import { PRE_PLANNING_STATUSES } from "../pre-planning";
import { recordId } from "../record-id";
import { staffListInput, statusFilter } from "./lists";

export const prePlanningStatusSchema = z.enum(PRE_PLANNING_STATUSES, {
  error: `status must be one of ${PRE_PLANNING_STATUSES.join(", ")}`,
});

/** pending, contacted, arranged or closed; any from any. */
export const prePlanningSetStatusInput = z.strictObject({ id: recordId, status: prePlanningStatusSchema });
export type PrePlanningSetStatusInput = z.input<typeof prePlanningSetStatusInput>;

/** admin.prePlanning.search: one page, by status and by name, email or phone; urgent first, then newest. */
export const prePlanningSearchInput = z.strictObject({
  ...staffListInput,
  status: statusFilter(PRE_PLANNING_STATUSES),
});

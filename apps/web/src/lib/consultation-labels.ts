// One set of labels, shared with the confirmation email (packages/validators).
export { budgetRangeLabels, consultationTypeLabels, serviceInterestLabels } from "@fh/validators/site";

// The public site uses the shared set-up as it is (SPEC §7's data rules).
export { createQueryClient, createTrpcClient, trpc } from "@fh/client/trpc";

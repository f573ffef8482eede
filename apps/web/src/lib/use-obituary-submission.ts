import { toast } from "@fh/ui";
import type { ObituarySubmitInput } from "@fh/validators/public";
import { publicPages } from "@fh/validators/site";
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { trpc } from "./trpc";
import { useSubmissionKeys } from "@fh/client/submission-key";

interface SubmissionTexts {
  /** SPEC §8: 'Obituary Submitted' (simple form) or 'Obituary Submitted Successfully' (enhanced creator). */
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  failureDescription: string;
}

/**
 * Sending an obituary for review, shared by both submission forms: one send at
 * a time (a double click never submits twice), the memorial list refreshed,
 * the toasts of SPEC §8, and on success the way to /obituaries.
 */
export function useObituarySubmission(texts: SubmissionTexts) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const submit = trpc.obituaries.submit.useMutation();
  // Sent again after a failure, the same submission keeps its Idempotency-Key: stored once.
  const keys = useSubmissionKeys();
  const sending = useRef(false);

  /** Sends the input; answers the error when it failed (for the form's field messages), else null. */
  async function send(input: ObituarySubmitInput): Promise<unknown> {
    if (sending.current) return null;
    sending.current = true;
    try {
      await submit.mutateAsync(keys.keyed(input));
      keys.done();
      await utils.obituaries.search.invalidate();
      toast({ title: texts.successTitle, description: texts.successDescription, variant: "success" });
      void navigate(publicPages.obituaries);
      return null;
    } catch (err) {
      toast({ title: texts.failureTitle, description: texts.failureDescription, variant: "destructive" });
      sending.current = false;
      return err;
    }
  }

  return { send, pending: submit.isPending };
}

import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "./cn";
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastInput } from "./toast";

const variantClass: Record<NonNullable<ToastInput["variant"]>, string> = {
  default: "border-line bg-white text-ink",
  success: "border-success/40 bg-white text-ink",
  destructive: "border-danger bg-danger text-white",
};

/**
 * Mount once at the root of each app. On phones the notifications sit at the
 * top: at the bottom they covered the button just pressed (a form's Send, full
 * width there). From the sm breakpoint they sit bottom-right, at most 420 px
 * wide (SPEC §9). `phoneTopClassName` moves them below an app's fixed top bar
 * (a Tailwind `top-*` class; default `top-0`).
 */
export function Toaster({
  phoneTopClassName = "top-0",
  closeLabel = "Close notification",
}: { phoneTopClassName?: string; /** The close button's name, in the page's language. */ closeLabel?: string } = {}) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0",
            variantClass[t.variant ?? "default"],
          )}
        >
          {/* min-w-0 and wrap-anywhere: a long unbroken name in a notice wraps inside it instead of widening it past a phone's screen. */}
          <div className="grid min-w-0 gap-1 wrap-anywhere">
            <ToastPrimitive.Title className="text-base font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            ) : null}
            {t.action ? (
              <ToastPrimitive.Action
                altText={t.action.altText}
                onClick={t.action.onClick}
                className="mt-2 inline-flex min-h-9 w-fit items-center rounded-md border border-navy/30 bg-white px-3 text-sm font-semibold text-navy hover:bg-cream"
              >
                {t.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 rounded-md px-2 text-lg leading-none opacity-80 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          "fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]",
          phoneTopClassName,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

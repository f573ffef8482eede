import { Toaster } from "@fh/ui";
import { adminPages, staffPageEntries, type StaffPageKey } from "@fh/validators/site";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { Loading } from "./components/bits";
import { OwnerOnly } from "./components/OwnerOnly";
import { RequireStaff, SessionExpiryHandler } from "./components/StaffSession";
import { createQueryClient, createTrpcClient, trpc } from "./lib/trpc";

// One chunk per screen: the login page does not carry the dashboard's code.
const LoginPage = lazy(() => import("./pages/LoginPage"));
const DashboardPage = lazy(() => import("./pages/DashboardPage"));
const EventsPage = lazy(() => import("./pages/EventsPage"));
const ServicesPage = lazy(() => import("./pages/ServicesPage"));
const PhotosPage = lazy(() => import("./pages/PhotosPage"));
const ConsultationsPage = lazy(() => import("./pages/ConsultationsPage"));
const ContactMessagesPage = lazy(() => import("./pages/ContactMessagesPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const PrivacyPage = lazy(() => import("./pages/PrivacyPage"));
const NotificationsPage = lazy(() => import("./pages/NotificationsPage"));
const PricesPage = lazy(() => import("./pages/PricesPage"));
const AccountPage = lazy(() => import("./pages/AccountPage"));
const StaffAccountsPage = lazy(() => import("./pages/StaffAccountsPage"));
const AuditPage = lazy(() => import("./pages/AuditPage"));
const GuestBookPage = lazy(() => import("./pages/GuestBookPage"));
const PrePlanningPage = lazy(() => import("./pages/PrePlanningPage"));
const SystemPage = lazy(() => import("./pages/SystemPage"));

// Each signed-in page of the table (@fh/validators routes.ts) and what draws it; TypeScript refuses a page left out.
const signedInPages: Record<Exclude<StaffPageKey, "login">, ComponentType> = {
  dashboard: DashboardPage,
  obituaries: DashboardPage,
  events: EventsPage,
  services: ServicesPage,
  photos: PhotosPage,
  consultations: ConsultationsPage,
  contactMessages: ContactMessagesPage,
  guestBook: GuestBookPage,
  prices: PricesPage,
  privacy: PrivacyPage,
  notifications: NotificationsPage,
  staffAccounts: StaffAccountsPage,
  audit: AuditPage,
  account: AccountPage,
  prePlanning: PrePlanningPage,
  system: SystemPage,
};

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionExpiryHandler>
            <Suspense fallback={<Loading label="Loading..." />}>
              <Routes>
                <Route path={adminPages.login} element={<LoginPage />} />
                <Route element={<RequireStaff />}>
                  {staffPageEntries.map(([key, page]) => {
                    if (key === "login") return null;
                    const Page = signedInPages[key];
                    const element = page.ownerOnly ? (
                      <OwnerOnly page={key}>
                        <Page />
                      </OwnerOnly>
                    ) : (
                      <Page />
                    );
                    return <Route key={key} path={page.path} element={element} />;
                  })}
                </Route>
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </SessionExpiryHandler>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

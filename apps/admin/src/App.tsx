import { Toaster } from "@fh/ui";
import { adminPages } from "@fh/validators/site";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { Loading } from "./components/bits";
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
                  <Route path={adminPages.dashboard} element={<DashboardPage />} />
                  <Route path={adminPages.obituaries} element={<DashboardPage />} />
                  <Route path={adminPages.events} element={<EventsPage />} />
                  <Route path={adminPages.services} element={<ServicesPage />} />
                  <Route path={adminPages.photos} element={<PhotosPage />} />
                  <Route path={adminPages.consultations} element={<ConsultationsPage />} />
                  <Route path={adminPages.contactMessages} element={<ContactMessagesPage />} />
                  <Route path={adminPages.privacy} element={<PrivacyPage />} />
                  <Route path={adminPages.notifications} element={<NotificationsPage />} />
                  <Route path={adminPages.prices} element={<PricesPage />} />
                  <Route path={adminPages.account} element={<AccountPage />} />
                  <Route path={adminPages.staffAccounts} element={<StaffAccountsPage />} />
                  <Route path={adminPages.audit} element={<AuditPage />} />
                  <Route path={adminPages.guestBook} element={<GuestBookPage />} />
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

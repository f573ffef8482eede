import { Toaster } from "@fh/ui";
import { adminPages } from "@fh/validators";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router-dom";
import { createQueryClient, createTrpcClient, trpc } from "./lib/trpc";
import { LoginPage } from "./pages/LoginPage";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path={adminPages.login} element={<LoginPage />} />
            <Route path="*" element={<Navigate to={adminPages.login} replace />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

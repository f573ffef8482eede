import { Toaster } from "@fh/ui";
import { publicPages } from "@fh/validators";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { createQueryClient, createTrpcClient, trpc } from "./lib/trpc";
import { NotFoundPage } from "./pages/NotFoundPage";
import { ObituariesPage } from "./pages/ObituariesPage";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path={publicPages.home} element={<ObituariesPage />} />
            <Route path={publicPages.obituaries} element={<ObituariesPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

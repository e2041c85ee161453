import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { EarlyPressRecorder } from "@/components/layout/early-press-recorder";
import { NavBar } from "@/components/layout/nav-bar";
import { Toaster } from "@/components/ui/toast";
import { getSessionUser } from "@/lib/server/auth/session";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Sweeps", template: "%s · Sweeps" },
  description: "Run your golf society: members, events, draws, live scorecards, handicaps and order of merit.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1c4a2c",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        <EarlyPressRecorder />
        <NavBar userName={user?.name ?? null} />
        <div className="flex flex-1 flex-col">{children}</div>
        <Toaster />
      </body>
    </html>
  );
}

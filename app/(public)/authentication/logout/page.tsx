import type { Metadata } from "next";
import { LogoutPanel } from "@/components/auth/logout-panel";
import { PageCard } from "@/components/ui/page-card";

export const metadata: Metadata = { title: "Logout" };

export default function LogoutPage() {
  return (
    <PageCard title="Logout">
      <LogoutPanel />
    </PageCard>
  );
}

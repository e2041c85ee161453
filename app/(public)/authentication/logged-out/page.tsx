import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button-styles";
import { PageCard } from "@/components/ui/page-card";

export const metadata: Metadata = { title: "Logged out" };

export default function LoggedOutPage() {
  return (
    <PageCard title="Logged out">
      <Alert tone="success">You successfully logged out!</Alert>
      <Link href="/authentication/login" className={buttonClass("primary", "w-full")}>
        Login again
      </Link>
    </PageCard>
  );
}

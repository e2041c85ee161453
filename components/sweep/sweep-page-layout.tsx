import type { ReactNode } from "react";
import type { SweepDto } from "@/lib/validation/sweeps";
import { PageContainer } from "../layout/page-container";
import { NotAMember } from "./not-a-member";
import { SweepHeader } from "./sweep-header";

/** A page inside a sweep: the shared header, then the page's content, or the offer to join when there is none. */
export function SweepPageLayout({ sweep, children }: { sweep: SweepDto; children?: ReactNode }) {
  return (
    <PageContainer>
      <SweepHeader sweep={sweep} />
      {children ?? <NotAMember sweep={sweep} />}
    </PageContainer>
  );
}

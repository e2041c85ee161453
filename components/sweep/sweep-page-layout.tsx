import type { Route } from "next";
import type { ReactNode } from "react";
import type { SweepHeaderDto } from "@/lib/validation/sweeps";
import { PageContainer } from "../layout/page-container";
import { NotAMember } from "./not-a-member";
import { SweepHeader } from "./sweep-header";
import type { SweepTab } from "./sweep-links";

type Props = { sweep: SweepHeaderDto; parent: Route; current: SweepTab | null; children?: ReactNode };

/** A page inside a sweep: the shared header, then the page's content, or the offer to join when there is none. */
export function SweepPageLayout({ sweep, parent, current, children }: Props) {
  return (
    <PageContainer>
      <SweepHeader sweep={sweep} parent={parent} current={current} />
      {children ?? <NotAMember sweep={sweep} />}
    </PageContainer>
  );
}

import type { Metadata } from "next";
import { Counter } from "@/components/demo/counter";
import { PageContainer, PageTitle } from "@/components/layout/page-container";

export const metadata: Metadata = { title: "Counter" };

// counter: the spec's demo counter page; open to anyone.
export default function CounterPage() {
  return (
    <PageContainer>
      <PageTitle>Counter</PageTitle>
      <p className="text-stone-700">A simple example of a page that changes as you use it.</p>
      <Counter />
    </PageContainer>
  );
}

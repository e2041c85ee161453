import type { ReactNode } from "react";

export function PageContainer({ children }: { children: ReactNode }) {
  return <main className="mx-auto w-full max-w-6xl space-y-5 px-gutter py-4 sm:space-y-6 sm:py-8">{children}</main>;
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-headline text-ink sm:text-[2.125rem]">{children}</h1>;
}

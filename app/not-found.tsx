import type { Metadata } from "next";
import { NotFoundState } from "@/components/layout/not-found-state";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return <NotFoundState missing="page" />;
}

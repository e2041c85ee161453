import { NotFoundState } from "@/components/layout/not-found-state";

export default function AuthenticationNotFound() {
  return <NotFoundState message="There is no sign-in page at this address. The link may be mistyped or out of date." />;
}

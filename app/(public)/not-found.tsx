import { NotFoundState } from "@/components/layout/not-found-state";

// An /authentication/ address that names no sign-in step.
export default function AuthenticationNotFound() {
  return <NotFoundState missing="sign-in page" />;
}

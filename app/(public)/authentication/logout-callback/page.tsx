import { redirect } from "next/navigation";

// Completes sign-out: the session cookie is already gone; show the logged-out page.
export default function LogoutCallbackPage() {
  redirect("/authentication/logged-out");
}

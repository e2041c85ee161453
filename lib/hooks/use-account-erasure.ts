import { eraseAccount } from "@/lib/contracts/routes/account";
import { useApiMutation } from "./use-api-mutation";

/** The signed-in user erases their own account (docs/self-hosting.md#privacy). */
export const useEraseAccount = () => useApiMutation(eraseAccount, {});

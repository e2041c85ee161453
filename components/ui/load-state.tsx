import type { ApiError } from "@/lib/hooks/api-client";
import { Alert } from "./alert";
import { Button } from "./button";
import { LoadingBlock } from "./skeleton";

/** A part of a page read after it loaded: skeleton lines while on its way, or why it failed and a way to try again. */
export function LoadState({ what, error, retry }: { what: string; error: ApiError | undefined; retry: () => void }) {
  if (!error) return <LoadingBlock label={`Loading the ${what}…`} />;
  return (
    <Alert tone="error">
      <p>
        The {what} could not be loaded: {error.message}
      </p>
      <Button variant="secondary" className="mt-2" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

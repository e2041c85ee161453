"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ComponentProps } from "react";
import { Button } from "./button";

/** A button that answers an alert dialog: the dialog closes on the tap unless its onClick prevents the default. */
export function DialogAction(props: ComponentProps<typeof Button>) {
  return (
    <AlertDialog.Action asChild>
      <Button {...props} />
    </AlertDialog.Action>
  );
}

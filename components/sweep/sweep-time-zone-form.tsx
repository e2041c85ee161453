"use client";

import { type FormEvent, useState } from "react";
import { useSetSweepTimeZone } from "@/lib/hooks/use-sweep-time-zone";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select-field";
import { showToast } from "../ui/toast";

const zoneName = (zone: string) => zone.replaceAll("_", " ");

/** The owner's choice of the sweep's time zone (docs/golf-rules.md#tee-times-and-the-start). */
export function SweepTimeZoneForm({ sweepId, timeZone }: { sweepId: string; timeZone: string }) {
  const save = useSetSweepTimeZone(sweepId);
  const [zone, setZone] = useState(timeZone);
  const zones = [...new Set([timeZone, ...Intl.supportedValuesOf("timeZone")])].sort();
  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if ((await save.trigger({ timeZone: zone })).ok) showToast(`Times are now shown in ${zoneName(zone)}.`);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Time zone">
      <SelectField label="Time zone of tee times and days" value={zone} onChange={(e) => setZone(e.target.value)}>
        {zones.map((name) => (
          <option key={name} value={name}>
            {zoneName(name)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" busy={save.isMutating} disabled={zone === timeZone}>
        Save time zone
      </Button>
      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
    </form>
  );
}

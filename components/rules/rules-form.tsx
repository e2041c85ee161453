"use client";

import { useState } from "react";
import { usePreviewRules, useSaveRules, useSweepRules } from "@/lib/hooks/use-sweep-rules";
import type { RulesPreviewDto, SweepRulesPageDto } from "@/lib/validation/rules";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { showToast } from "../ui/toast";
import { HandicapRulesFields } from "./handicap-rules-fields";
import { OomRulesFields } from "./oom-rules-fields";
import { RecomputeButton } from "./recompute-button";
import { RulesAuditList } from "./rules-audit-list";
import { draftOf, rulesOf, type RulesDraft } from "./rules-draft";
import { RulesPreviewPanel } from "./rules-preview-panel";

/**
 * The rules page (docs/screens-and-api.md#rules): the owner edits, previews against the season's results and saves;
 * admins read the same fields disabled. A change applies from the next event to close.
 */
type Props = { sweepId: string; initial: SweepRulesPageDto; timeZone: string };

export function RulesForm({ sweepId, initial, timeZone }: Props) {
  const { data = initial } = useSweepRules(sweepId, initial);
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(initial));
  const [preview, setPreview] = useState<RulesPreviewDto | null>(null);
  const previewer = usePreviewRules(sweepId);
  const saver = useSaveRules(sweepId);
  const change = (patch: Partial<RulesDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setPreview(null);
  };
  const error = previewer.error ?? saver.error;

  return (
    <div className="space-y-4">
      {data.editable ? null : (
        <Alert>Only the sweep&apos;s owner changes the rules. You can read them, and their history below.</Alert>
      )}
      <fieldset disabled={!data.editable} className="space-y-4">
        <legend className="sr-only">The sweep&apos;s rules</legend>
        <Section title="Order of merit" description="How each event's places become points, and which events count.">
          <OomRulesFields draft={draft} onChange={change} />
        </Section>
        <Section
          title="Handicaps"
          description="How closing an event adjusts handicaps, and what each kind of event plays off."
        >
          <HandicapRulesFields draft={draft} onChange={change} />
        </Section>
      </fieldset>
      {data.editable ? (
        <Section title="Preview and save" description="A change applies from the next event to close.">
          {error ? <Alert tone="error">{error.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              busy={previewer.isMutating}
              onClick={async () => {
                const result = await previewer.trigger(rulesOf(draft));
                if (result.ok) setPreview(result.data);
              }}
            >
              Preview
            </Button>
            <Button
              busy={saver.isMutating}
              onClick={async () => {
                const result = await saver.trigger(rulesOf(draft));
                if (!result.ok) return;
                setDraft(draftOf(result.data));
                showToast("Rules saved. They apply from the next event to close.");
              }}
            >
              Save rules
            </Button>
          </div>
          {preview ? <RulesPreviewPanel preview={preview} /> : null}
          <RecomputeButton sweepId={sweepId} />
        </Section>
      ) : null}
      <Section title="History" description="Every change of the rules and every recompute, newest first.">
        <RulesAuditList changes={data.changes} timeZone={timeZone} />
      </Section>
    </div>
  );
}

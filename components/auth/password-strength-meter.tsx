"use client";

import { useEffect, useState } from "react";
import type { PasswordStrength } from "@/lib/validation/password-strength";
import { PASSWORD_MIN_LENGTH } from "@/lib/validation/password-rules";

const LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
const COLOURS = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-fairway-600", "bg-fairway-700"] as const;

/**
 * How guessable the password being typed is, with the reason when it is too guessable. The estimator and its
 * dictionaries load with the first character typed, not with the page.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const [assessed, setAssessed] = useState<{ password: string; strength: PasswordStrength } | null>(null);

  useEffect(() => {
    if (!password) return;
    let isCurrent = true;
    void import("@/lib/validation/password-strength").then(({ assessPassword }) => {
      if (isCurrent) setAssessed({ password, strength: assessPassword(password) });
    });
    return () => {
      isCurrent = false;
    };
  }, [password]);

  if (!password) return null;
  const strength = assessed?.password === password ? assessed.strength : null;
  const isShort = password.length < PASSWORD_MIN_LENGTH;
  const score = strength ? (isShort ? Math.min(strength.score, 1) : strength.score) : 0;
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${strength && score >= segment ? COLOURS[score] : "bg-stone-200"}`}
          />
        ))}
      </div>
      {strength ? (
        <p className="mt-1 text-sm text-stone-600">
          Strength: <span className="font-medium">{LABELS[score]}</span>
          {isShort
            ? `. Use at least ${PASSWORD_MIN_LENGTH} characters.`
            : strength.problem
              ? `. ${strength.problem}`
              : null}
        </p>
      ) : null}
    </div>
  );
}

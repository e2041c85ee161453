import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as commonLanguage from "@zxcvbn-ts/language-common";
import * as englishLanguage from "@zxcvbn-ts/language-en";
import { looksBlank } from "./blank-text";
import { MIN_PASSWORD_SCORE } from "./password-rules";

// Pulls in the estimator's dictionaries (hundreds of kilobytes): client code imports this module, and the
// schemas that use it, only with import() so that pages load them when a password is typed.

let estimator: ZxcvbnFactory | null = null;
const estimate = (password: string) =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
    graphs: commonLanguage.adjacencyGraphs,
    translations: englishLanguage.translations,
  })).check(password);

// Beyond this many characters a password's guessability no longer changes the verdict, and the estimator's
// work grows with the length.
const ESTIMATED_LENGTH = 64;

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; problem: string | null };

/** How guessable a password is, and if too guessable, why, in words a person can act on. */
export function assessPassword(password: string): PasswordStrength {
  if (looksBlank(password)) return { score: 0, problem: "A password cannot be only spaces or invisible characters." };
  const { score, feedback } = estimate(password.slice(0, ESTIMATED_LENGTH));
  if (score >= MIN_PASSWORD_SCORE) return { score, problem: null };
  const why = feedback.warning ?? "This password would be easy to guess.";
  return { score, problem: [why, ...feedback.suggestions].join(" ") };
}

/**
 * A text that cites rules ("…defender wins ties (R7.6)", "see E16") with each cited id drawn as a
 * `RuleBadge`, a link to it on the Rules page (issue 11 item 9). The text reads the same
 * (`textContent` is unchanged), so live regions and searches see the plain sentence.
 */
import { RuleBadge } from './RuleBadge';

/** A rule id as cited in a text: R1–R12 with their subrules, rulings E1–E17 and X1–X36. */
const CITED = /\b([REX]\d+(?:\.\d+)*)\b/;

/** The pieces of `text`: plain strings at even positions, the cited rule ids at odd ones. */
export function ruleTextParts(text: string): string[] {
  return text.split(new RegExp(CITED.source, 'g'));
}

/** `text` with its rule ids as badges (links, inside the app). */
export function RuleText({ text }: { text: string }) {
  return <>{ruleTextParts(text).map((part, i) => (i % 2 === 1 ? <RuleBadge key={i} rule={part} /> : part))}</>;
}

/**
 * A small badge naming a rule id (R7.6, E10, X21), used in the log, errors, the battle, the status
 * bar: a link to the rule's anchor (`#rule-<id>`); the app opens the Rules page when the address
 * names a rule, and the page scrolls to it (issue 11 item 9).
 */
import { useTranslation } from 'react-i18next';

/** The ids the Rules page lists (rules R…, rulings E… and X…); others ('save', 'contract') are shown, not linked. */
const RULE_ID = /^[REX]\d/;

/** One rule id as a badge; a link's accessible name spells out "rule R7.6" (the tooltip says the same). `link={false}`: text only (the Rules page's own list). */
export function RuleBadge({ rule, link = true }: { rule: string; link?: boolean }) {
  const { t } = useTranslation();
  const title = t('log.ruleBadge', { rule });
  if (!link || !RULE_ID.test(rule)) return <span className="rule-badge" title={title}>{rule}</span>;
  return (
    // The address names a rule only while the Rules page shows (App.tsx takes it out when another page opens),
    // so a badge always changes the address, or is on the page already at its rule (the browser scrolls there).
    <a className="rule-badge" href={`#rule-${rule}`} title={title} aria-label={title}>
      {rule}
    </a>
  );
}

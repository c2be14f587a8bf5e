/**
 * A small badge naming a rule id (R7.6, E10, X21), used in the log, errors, the battle, the status
 * bar: a link that opens the Rules page at that rule (issue 11 item 9).
 */
import { useTranslation } from 'react-i18next';
import { useOptionalGameStoreApi } from '../store/StoreContext';

/** The ids the Rules page lists (rules R…, rulings E… and X…); others ('save', 'contract') are shown, not linked. */
const RULE_ID = /^[REX]\d/;

/**
 * One rule id as a badge; the accessible label spells out "rule R7.6". Inside the app (a store
 * above it) it is a link to the rule's anchor on the Rules page: the click sets the address to
 * `#rule-<id>` first, then opens the page, which scrolls to it. `link={false}`: text only (the
 * Rules page's own list).
 */
export function RuleBadge({ rule, link = true }: { rule: string; link?: boolean }) {
  const { t } = useTranslation();
  const store = useOptionalGameStoreApi();
  const title = t('log.ruleBadge', { rule });
  if (!link || !store || !RULE_ID.test(rule)) return <span className="rule-badge" title={title}>{rule}</span>;
  const href = `#rule-${rule}`;
  return (
    <a
      className="rule-badge"
      href={href}
      title={title}
      onClick={(e) => {
        e.preventDefault();
        window.location.hash = href;
        store.getState().setPage('rules');
      }}
    >
      {rule}
    </a>
  );
}

/** A small badge naming a rule id (R7.6, E10), used in the log, errors and the status bar. */
import { useTranslation } from 'react-i18next';

/** One rule id as a badge; the accessible label spells out "rule R7.6". */
export function RuleBadge({ rule }: { rule: string }) {
  const { t } = useTranslation();
  return (
    <span className="rule-badge" title={t('log.ruleBadge', { rule })}>
      {rule}
    </span>
  );
}

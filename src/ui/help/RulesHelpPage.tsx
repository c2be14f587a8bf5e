/** The rules help page: rules R1–R12 and rulings E1–E17 in plain words, with their ids. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleBadge } from '../status/RuleBadge';
import { rulesetWords } from '../status/RulesetLabel';
import { RuleText } from '../status/RuleText';
import { useGame } from '../store/StoreContext';
import { useRulesHelp } from './rulesHelp';

/** Renders `rulesHelp.ts` for the current language (its text once loaded; never another language's meanwhile). */
export function RulesHelpPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const help = useRulesHelp(language);
  // Opened at a rule (a rule badge or the game-over screen's link sets the address to `#rule-<id>`): scrolled to
  // it once its language's text is in, or to the rule's section when the help has no such item.
  // A rule badge clicked while the page is open changes the address only: follow it. The rule also
  // takes the focus, so a keyboard or screen reader goes on from there, not from the page's top (WCAG 2.4.3).
  const [anchor, setAnchor] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  useEffect(() => {
    const follow = () => setAnchor(decodeURIComponent(window.location.hash.slice(1)));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    if (!anchor.startsWith('rule-')) return;
    const section = anchor.slice('rule-'.length).split('.')[0];
    const target = document.getElementById(anchor) ?? document.getElementById(`rules-${section}`);
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [anchor, help]);
  // The page tells the rulebook; a game under another ruleset says first what that ruleset changes (R-ids linked).
  const ruleset = useGame((s) => s.game.ruleset);
  const variant = ruleset.id === 'default' ? null : rulesetWords(t, ruleset);
  // A way back at both ends of a long page, for a keyboard far from the header (QA).
  const setPage = useGame((s) => s.setPage);
  const back = (
    <p className="button-row">
      <button type="button" data-testid="rules-back" onClick={() => setPage('game')}>{t('rules.backToGame')}</button>
    </p>
  );
  return (
    <article className="page rules-page" data-testid="rules-page">
      <h2>{t('rules.title')}</h2>
      <p>{t('rules.intro')}</p>
      {back}
      {variant && (
        <p className="warning" data-testid="rules-ruleset">
          <RuleText text={t('rules.rulesetNote', variant)} />
        </p>
      )}
      {!help && <p data-testid="rules-loading">{t('rules.loading')}</p>}
      {help?.sections.map((section) => (
        <section key={section.id} aria-labelledby={`rules-${section.id}`}>
          <h3 id={`rules-${section.id}`}>
            {section.id} {section.title}
          </h3>
          <dl className="rule-list">
            {section.items.map((item) => (
              <div key={item.id} className={`rule-item${anchor === `rule-${item.id}` ? ' rule-item--target' : ''}`} id={`rule-${item.id}`}>
                <dt><RuleBadge rule={item.id} link={false} /></dt>
                <dd><RuleText text={item.text} /></dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {help && <section aria-labelledby="rules-rulings">
        <h3 id="rules-rulings">{t('rules.rulings')}</h3>
        <dl className="rule-list">
          {help.rulings.map((item) => (
            <div key={item.id} className={`rule-item${anchor === `rule-${item.id}` ? ' rule-item--target' : ''}`} id={`rule-${item.id}`}>
              <dt><RuleBadge rule={item.id} link={false} /></dt>
              <dd>
                <RuleText text={item.text} /> {item.variant && <em className="variant-tag">({t('rules.variant')})</em>}
              </dd>
            </div>
          ))}
        </dl>
      </section>}
      {back}
    </article>
  );
}

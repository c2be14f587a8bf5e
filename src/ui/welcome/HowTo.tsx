/**
 * The short illustrated how-to of the welcome screen (issue 11 item 6): a turn (R3), the actions
 * (R6), a battle (R7) and winning (R12, R4), each a plain SVG picture and two sentences citing the
 * rules they sum up. The pictures are decorative (`aria-hidden`): the text says it all. The rules
 * cited follow in the rulebook's words, each at its anchor (`rule-<id>`), so a cited rule's link has
 * its target in the page (axe's skip-link: on a phone the links, scrolled out of the dialog, had
 * none); the link opens the Rules page at that rule as everywhere (App.tsx).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayRules } from '../game/rules';
import { useRulesHelp } from '../help/rulesHelp';
import { RuleBadge } from '../status/RuleBadge';

/** The rules each step cites, in the order the how-to shows them. */
const CITED = {
  turn: ['R3.1', 'R3.2'],
  actions: ['R6.1', 'R6.2', 'R6.2.3'],
  battles: ['R7.2', 'R7.3', 'R7.4', 'R7.6', 'R7.7'],
  winning: ['R12.1', 'R12.2', 'R12.3', 'R4.3', 'R4.4'],
};

/** One step of the how-to: a picture, a title, the text and the rules it cites. */
function Step({ id, picture }: { id: keyof typeof CITED; picture: ReactNode }) {
  const { t } = useTranslation();
  return (
    <figure className="howto-step" data-testid={`howto-${id}`}>
      <svg viewBox="0 0 120 64" width="120" height="64" aria-hidden="true" focusable="false" className="howto-picture">
        {picture}
      </svg>
      <figcaption>
        {/* The rules' numbers (the VP each Union reshuffle needs, R4.3, R4.4) come from the ruleset, not the text. */}
        <strong>{t(`welcome.howto.${id}.title`)}</strong> {t(`welcome.howto.${id}.text`, { ...displayRules().constants })}{' '}
        {CITED[id].map((r) => <RuleBadge key={r} rule={r} />)}
      </figcaption>
    </figure>
  );
}

/** A card drawn at (x, y), face up (white) or face down (patterned). */
function Card({ x, y, down = false }: { x: number; y: number; down?: boolean }) {
  return <rect x={x} y={y} width="18" height="26" rx="2" className={down ? 'howto-card down' : 'howto-card'} />;
}

/** The rules the steps cite, in the rulebook's words (the Rules page's text, in the UI's language once loaded; no text meanwhile), each at its anchor. */
function CitedRules() {
  const { t, i18n } = useTranslation();
  const help = useRulesHelp(i18n.language);
  // Until the language's text has loaded, the ids alone (never the English text under a translated title).
  const text = new Map(help ? [...help.sections.flatMap((s) => s.items), ...help.rulings].map((item) => [item.id, item.text]) : []);
  return (
    <section aria-labelledby="howto-rules-title" data-testid="howto-rules">
      <h4 id="howto-rules-title">{t('welcome.howto.rules')}</h4>
      <dl className="rule-list">
        {Object.values(CITED).flat().map((id) => (
          <div key={id} className="rule-item" id={`rule-${id}`}>
            <dt><RuleBadge rule={id} link={false} /></dt>
            <dd>{text.get(id)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The how-to: four illustrated steps, then the rules they cite. */
export function HowTo() {
  const { t } = useTranslation();
  return (
    <section className="howto" aria-labelledby="howto-title" data-testid="howto">
      <h3 id="howto-title">{t('welcome.howto.title')}</h3>
      <div className="howto-steps">
        <Step
          id="turn"
          picture={
            <>
              <text x="8" y="40" className="howto-big">2×</text>
              <path d="M40 32 h18 m-5 -5 l5 5 l-5 5" className="howto-arrow" />
              <Card x={64} y={18} />
              <Card x={76} y={20} />
              <Card x={88} y={22} />
              <text x="88" y="58" className="howto-small">+</text>
            </>
          }
        />
        <Step
          id="actions"
          picture={
            <>
              <line x1="20" y1="40" x2="100" y2="24" className="howto-rail" />
              <rect x="8" y="30" width="24" height="20" rx="3" className="howto-place union" />
              <rect x="88" y="14" width="24" height="20" rx="3" className="howto-place confederate" />
              <circle cx="58" cy="32" r="7" className="howto-army union" />
              <path d="M50 44 q10 6 22 -4" className="howto-arrow" />
            </>
          }
        />
        <Step
          id="battles"
          picture={
            <>
              <circle cx="22" cy="30" r="9" className="howto-army union" />
              <Card x={12} y={42} down />
              <text x="50" y="38" className="howto-big">5:3</text>
              <circle cx="98" cy="30" r="9" className="howto-army confederate" />
              <Card x={88} y={42} down />
            </>
          }
        />
        <Step
          id="winning"
          picture={
            <>
              <path d="M30 8 l5 11 12 1 -9 8 3 12 -11 -6 -11 6 3 -12 -9 -8 12 -1 z" className="howto-star union" />
              <path d="M90 8 l5 11 12 1 -9 8 3 12 -11 -6 -11 6 3 -12 -9 -8 12 -1 z" className="howto-star confederate" />
              <rect x="10" y="52" width="100" height="6" rx="3" className="howto-track" />
              <circle cx="70" cy="55" r="4" className="howto-marker" />
            </>
          }
        />
      </div>
      <CitedRules />
    </section>
  );
}

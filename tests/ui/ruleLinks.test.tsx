// @vitest-environment jsdom
/**
 * Issue 11 item 9: a rule id shown anywhere in the app opens the Rules page at that rule. The
 * status bar's, the log's and the battle's badges are links to `#rule-<id>`; the Rules page lists
 * its own ids as plain badges; an id that is no rule ('save', 'contract') is not linked. The app
 * opens the Rules page when the address names a rule (#rule-<id>).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { RuleBadge } from '../../src/ui/status/RuleBadge';
import { RuleText, ruleTextParts } from '../../src/ui/status/RuleText';
import { LAZY, recordScrolls, storeFor } from './helpers';
import { renderApp } from './render';


afterEach(() => {
  window.location.hash = '';
});

describe('rule badges open the Rules page at their rule (issue 11 item 9)', () => {
  it('R4.5 in the status bar is a link that opens the Rules page scrolled to R4.5', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const badge = within(screen.getByTestId('status-bar')).getByText('R4.5');
    expect(badge.tagName).toBe('A');
    expect(badge.getAttribute('href')).toBe('#rule-R4.5');
    const scrolls = recordScrolls();
    try {
      await user.click(badge);
      const rules = await screen.findByTestId('rules-page', {}, LAZY);
      expect(store.getState().ui.page).toBe('rules');
      expect(window.location.hash).toBe('#rule-R4.5');
      expect(rules.querySelector('[id="rule-R4.5"]')!.classList.contains('rule-item--target')).toBe(true);
      await scrolls.scrolledTo('rule-R4.5');
      // The rule has the focus too: a keyboard goes on from there, not from the page's top (WCAG 2.4.3).
      expect(document.activeElement?.id).toBe('rule-R4.5');
      // On the page itself each item's id is a plain badge, not a link to itself; the ids its texts cite are links.
      expect(rules.querySelectorAll('dt a')).toHaveLength(0);
      expect(rules.querySelectorAll('dt span.rule-badge').length).toBeGreaterThan(50);
      const e16 = [...rules.querySelectorAll('dd')].find((dd) => dd.textContent!.includes('(see E16)'))!;
      expect(e16.querySelector('a.rule-badge')!.getAttribute('href')).toBe('#rule-E16');
    } finally {
      scrolls.restore();
    }
  }, 30_000);

  it('a badge follows a new address while the Rules page is open (R7.6 after R4.5)', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(within(screen.getByTestId('status-bar')).getByText('R4.5'));
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    window.location.hash = '#rule-R7.6';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await screen.findByText((_, el) => el?.id === 'rule-R7.6' && el.classList.contains('rule-item--target'), {}, LAZY);
    expect(rules.querySelector('[id="rule-R4.5"]')!.classList.contains('rule-item--target')).toBe(false);
  }, 30_000);

  it('a rule cited by the how-to closes the welcome screen and opens the Rules page at R7.4', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('open-welcome'));
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    await user.click(within(within(welcome).getByTestId('howto-battles')).getByText('R7.4'));
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(rules.querySelector('[id="rule-R7.4"]')!.classList.contains('rule-item--target')).toBe(true);
  }, 30_000);

  it('an address opened or reloaded at a rule (#rule-R7.7) opens the Rules page there (QA: only a change of address did)', async () => {
    window.location.hash = '#rule-R7.7';
    const { store } = storeFor({ seed: 1 });
    renderApp(store);
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    expect(store.getState().ui.page).toBe('rules');
    expect(rules.querySelector('[id="rule-R7.7"]')!.classList.contains('rule-item--target')).toBe(true);
    // Back to the address without the rule: the game.
    history.back();
    await waitFor(() => expect(store.getState().ui.page).toBe('game'));
  });

  it('an id that is no rule (a save refusal) is shown without a link', () => {
    render(<><RuleBadge rule="save" /><RuleBadge rule="E10" /></>);
    expect(screen.getByText('save').tagName).toBe('SPAN');
    expect(screen.getByText('E10').tagName).toBe('A');
  });

  it('the same badge twice opens the Rules page twice (the address does not change the second time)', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(within(screen.getByTestId('status-bar')).getByText('R4.5'));
    await screen.findByTestId('rules-page', {}, LAZY);
    await user.click(screen.getByTestId('nav-game'));
    expect(store.getState().ui.page).toBe('game');
    await user.click(within(screen.getByTestId('status-bar')).getByText('R4.5'));
    await screen.findByTestId('rules-page', {}, LAZY);
  }, 30_000);

  it('Game after a badge takes the rule out of the address, so a reload opens the game (QA); Back then returns to R4.5', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(within(screen.getByTestId('status-bar')).getByText('R4.5'));
    await screen.findByTestId('rules-page', {}, LAZY);
    const entries = history.length;
    await user.click(screen.getByTestId('nav-game'));
    expect(store.getState().ui.page).toBe('game');
    expect(window.location.hash).toBe('');
    // A new entry, like any link: Back goes to the rule just read, not to the same address twice.
    expect(history.length).toBe(entries + 1);
    history.back();
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    expect(rules.querySelector('[id="rule-R4.5"]')!.classList.contains('rule-item--target')).toBe(true);
    history.back();
    await waitFor(() => expect(store.getState().ui.page).toBe('game'));
  }, 30_000);

  it('Back from a rule (the address without it) returns to the page the badge was on (QA: the Rules page stayed)', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(within(screen.getByTestId('status-bar')).getByText('R4.5'));
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    // A rule the page cites, then Back to R4.5 on the same page, then Back to the game.
    await user.click(within(rules).getAllByText('E16').find((e) => e.tagName === 'A')!);
    await screen.findByText((_, el) => el?.id === 'rule-E16' && el.classList.contains('rule-item--target'), {}, LAZY);
    history.back();
    await screen.findByText((_, el) => el?.id === 'rule-R4.5' && el.classList.contains('rule-item--target'), {}, LAZY);
    expect(store.getState().ui.page).toBe('rules');
    history.back();
    await waitFor(() => expect(store.getState().ui.page).toBe('game'));
    expect(window.location.hash).toBe('');
    expect(screen.queryByTestId('rules-page')).toBeNull();
  }, 30_000);

  it('Back from a rule cited on the Rules page opened from the header stays on the Rules page', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-rules'));
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    await user.click(within(rules).getAllByText('E16').find((e) => e.tagName === 'A')!);
    await screen.findByText((_, el) => el?.id === 'rule-E16' && el.classList.contains('rule-item--target'), {}, LAZY);
    history.back();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(store.getState().ui.page).toBe('rules');
  }, 30_000);

  it('rule ids cited inside a text (a log line, a battle note) become links, and the text reads the same', () => {
    const text = 'Union forces take Manassas 8–7; defender wins ties (R7.6), see E10 and R12.1.';
    const { container } = render(<p><RuleText text={text} /></p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('a.rule-badge')].map((a) => a.getAttribute('href'))).toEqual(['#rule-R7.6', '#rule-E10', '#rule-R12.1']);
    expect(ruleTextParts('No rule here, nor in REX or E.')).toEqual(['No rule here, nor in REX or E.']);
  });
});

/** The app: header, banners and the current page, over one game store. */
import { lazy, Suspense, useEffect, useRef } from 'react';
import '../i18n';
import { useTranslation } from 'react-i18next';
import { Banners } from './banners/Banners';
import { GameScreen } from './game/GameScreen';
import { GameErrorBoundary } from './layout/GameErrorBoundary';
import { Header } from './layout/Header';
import type { GameStoreApi, Page } from './store/gameStore';
import { GameStoreProvider, useGame, useGameStoreApi } from './store/StoreContext';
import './styles.css';
// The welcome screen's styles ride with the app's: a lazily loaded chunk with its own CSS would need
// Vite's preload helper in the first paint (build.modulePreload is off, first-paint budget).
import './welcome/welcome.css';
import { loadPageStrings } from '../i18n';

// Rarely opened pages load when first opened, outside the first-paint bundle (issue 12 item 8).
const RulesHelpPage = lazy(() => loadPageStrings().then(() => import('./help/RulesHelpPage')).then((m) => ({ default: m.RulesHelpPage })));
const StoryPage = lazy(() => loadPageStrings().then(() => import('./story/StoryPage')));
const ReplayPage = lazy(() => loadPageStrings().then(() => import('./replay/ReplayPage')));
const EditorPage = lazy(() => loadPageStrings().then(() => import('./editor/EditorPage')));
const AboutPage = lazy(() => loadPageStrings().then(() => import('./help/AboutPage')).then((m) => ({ default: m.AboutPage })));
// The welcome screen opens on a first visit and from the header (issue 11 item 6).
const Welcome = lazy(() => loadPageStrings().then(() => import('./welcome/Welcome')).then((m) => ({ default: m.Welcome })));

/** The whole app for one store (the browser's, or a test's). */
export function App({ store }: { store: GameStoreApi }) {
  return (
    <GameStoreProvider store={store}>
      {/* The header and banners load code on demand too: a header dialog that cannot load says so in the banner (Header.tsx); any other failure there shows the recovery screen, never a blank page. */}
      <GameErrorBoundary>
        <Shell />
      </GameErrorBoundary>
    </GameStoreProvider>
  );
}

function Shell() {
  const page = useGame((s) => s.ui.page);
  const projector = useGame((s) => s.ui.projector);
  const welcome = useGame((s) => s.ui.welcome);
  useEffect(() => {
    document.documentElement.classList.toggle('projector', projector);
  }, [projector]);
  // The tab's title names the page (WCAG 2.4.2; QA: always "Lincoln"), in the UI's language, the
  // game's name too (Russian «Линкольн», as the header and the Russian rulebook write it).
  const { t } = useTranslation();
  useEffect(() => {
    const name = t('app.title');
    document.title = page === 'game' ? name : `${t(`app.nav.${page}`)} — ${name}`;
  }, [page, t]);
  // A rule badge links to `#rule-<id>`: the address naming a rule opens the Rules page there, closing
  // the welcome screen whose how-to cites it (issue 11 item 9). The address follows the page (QA):
  // Back from the rule (the hash gone) returns to the page the rule was opened from, and leaving the
  // Rules page for another page pushes the address without the rule, so a reload opens that page and
  // Back returns to the rule.
  const store = useGameStoreApi();
  const from = useRef<Page>(undefined); // the page a rule's address was opened from (a ref: StrictMode runs the effect twice)
  useEffect(() => {
    const open = () => {
      const s = store.getState();
      if (!location.hash.startsWith('#rule-')) return from.current && s.setPage(from.current);
      if (s.ui.welcome) s.closeWelcome();
      if (s.ui.page !== 'rules') from.current = s.ui.page;
      s.setPage('rules');
    };
    open(); // an address opened or reloaded at a rule
    addEventListener('hashchange', open);
    const leave = store.subscribe(({ ui: { page } }, p) => {
      if (page === p.ui.page || page === 'rules') return;
      from.current = undefined;
      if (location.hash.startsWith('#rule-')) history.pushState(history.state, '', location.pathname + location.search);
    });
    return () => {
      removeEventListener('hashchange', open);
      leave();
    };
  }, [store]);
  return (
    <div className={`app${projector ? ' projector' : ''}`} data-testid="app">
      <Header />
      <Banners />
      {/* A page other than the game may be longer than the window with nothing focusable in it (About):
          the scrolling main is then a tab stop, so the keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable). */}
      <main className="app-main" tabIndex={page === 'game' ? undefined : 0}>
        <GameErrorBoundary>
          {page === 'game' && <GameScreen />}
          <Suspense fallback={null}>
            {page === 'replay' && <ReplayPage />}
            {page === 'editor' && <EditorPage />}
            {page === 'story' && <StoryPage />}
            {page === 'rules' && <RulesHelpPage />}
            {page === 'about' && <AboutPage />}
            {welcome && <Welcome mode={welcome} />}
          </Suspense>
        </GameErrorBoundary>
      </main>
    </div>
  );
}

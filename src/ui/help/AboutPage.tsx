/** The About page: a fan implementation; the board and decks are partly reconstructed, and where their data lives. */
import { useTranslation } from 'react-i18next';

/** The About page. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article className="page about-page" data-testid="about-page">
      <h2>{t('about.title')}</h2>
      <p>{t('about.fan')}</p>
      <p>{t('about.reconstructed')}</p>
      <ul>
        <li><strong>{t('about.boardNote')}:</strong> {t('about.provenance.board')}</li>
        <li><strong>{t('about.decksNote')}:</strong> {t('about.provenance.decks')}</li>
      </ul>
      <p>{t('about.hotseat')}</p>
      <p>{t('about.bots')}</p>
      <p>{t('about.save')}</p>
      <p>{t('about.offline')}</p>
      <h3>{t('about.geographyTitle')}</h3>
      <p>{t('about.geography')}</p>
      <h3>{t('about.historyTitle')}</h3>
      <p>{t('about.history')}</p>
      <p>{t('about.historyCards')}</p>
    </article>
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n';
import { loadingTracker } from '../lib/loading-tracker';
import classes from './global-loading-bar.module.css';

/** A thin bar at the top of the window while any tracked API request is in flight. */
export function GlobalLoadingBar() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(
    loadingTracker.subscribe,
    loadingTracker.activeCount,
    loadingTracker.activeCount,
  );
  if (active === 0) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t('loadingBar.label')}
      data-testid="global-loading-bar"
    />
  );
}

import { ActionIcon } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import classes from './dev-panel.module.css';

// The open panel brings the query cache (its outbox query) and the contract's schemas: loaded when first opened.
const DevPanelCard = lazy(async () => {
  const [{ DevPanelCard: Card }, { WithQueryClient }] = await Promise.all([
    import('./dev-panel-card'),
    import('../query-client'),
  ]);
  return {
    default: function DevPanelCardWithQueries({ onClose }: { onClose: () => void }) {
      return (
        <WithQueryClient>
          <Card onClose={onClose} />
        </WithQueryClient>
      );
    },
  };
});

/** Room the layouts keep free in the window's bottom-left corner for the closed panel's button. */
const cornerReserve = '--floating-corner-reserve';

/**
 * Development panel: loaded only when the server does not run in production. Closed, it is one round
 * button in the bottom-left corner, where the layouts keep room for it, so it covers no control; the panel
 * itself loads when opened (docs/decisions/login-bundle.md).
 */
export default function DevPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [touched, setTouched] = useState(false);
  // The button is replaced when the panel opens or closes: keep the keyboard focus on its successor.
  useEffect(() => {
    if (touched && !open) toggle.current?.focus();
  }, [open, touched]);
  const setPanel = (value: boolean) => {
    setTouched(true);
    setOpen(value);
  };
  useEffect(() => {
    document.documentElement.style.setProperty(cornerReserve, '56px');
    return () => {
      document.documentElement.style.removeProperty(cornerReserve);
    };
  }, []);
  const corner = (
    <section className={classes.corner} data-testid="dev-panel" aria-label={t('devPanel.title')}>
      <ActionIcon
        size={40}
        radius="xl"
        variant="filled"
        color="dark.6"
        ref={toggle}
        onClick={() => setPanel(true)}
        loading={open}
        aria-label={t('devPanel.toggle')}
        aria-expanded={false}
        title={t('devPanel.title')}
      >
        <IconCode size={20} aria-hidden />
      </ActionIcon>
    </section>
  );
  if (!open) return corner;
  return (
    <Suspense fallback={corner}>
      <DevPanelCard onClose={() => setPanel(false)} />
    </Suspense>
  );
}

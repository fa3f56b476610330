import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { openConfirm } from '../../../components/confirm-modal';
import i18n from '../../../lib/i18n';

/** The product a path belongs to: moving between its tabs is not leaving it. */
function productOfPath(pathname: string): string {
  return /\/dashboard\/products\/([^/]+)/.exec(pathname)?.[1] ?? pathname;
}

/**
 * Asks before leaving the product with unsaved changes: in-app navigation through the router's
 * blocker and a Polish confirm dialog, closing or reloading the tab through `beforeunload`
 * (the browser shows its own text there). `allowNext()` lets one navigation through, e.g. to
 * the new product's address after it is created.
 */
export function useUnsavedGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      productOfPath(currentLocation.pathname) !== productOfPath(nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    openConfirm({
      type: 'warning',
      title: i18n.t('productEditor.unsaved.title'),
      message: i18n.t('productEditor.unsaved.message'),
      confirmText: i18n.t('productEditor.unsaved.leave'),
      cancelText: i18n.t('productEditor.unsaved.stay'),
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowNext: () => {
      allowed.current = true;
      queueMicrotask(() => setTimeout(() => (allowed.current = false), 0));
    },
  };
}

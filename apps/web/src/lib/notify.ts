import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';
import i18n from './i18n';

const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

/** A toast whose close button has a name screen readers can announce (Mantine's default has none). */
export function notify(color: string, message: string, autoClose?: number) {
  notifications.show({ color, message, autoClose, closeButtonProps: closeButtonProps() });
}

/** The failure text of spec 001 §8 as the title, the server's reason (e.g. a stale version) below it. */
export function notifyFailure(title: string, error?: unknown) {
  const reason = error instanceof ApiError && error.message !== title ? error.message : undefined;
  notifications.show({
    color: 'red',
    title: reason ? title : undefined,
    message: reason ?? title,
    closeButtonProps: closeButtonProps(),
  });
}

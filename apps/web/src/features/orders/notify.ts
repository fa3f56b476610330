import { notifications } from '@mantine/notifications';
import i18n from '../../lib/i18n';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

const colors: Record<NotifyKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};

/** A toast whose close button has a name, so the page stays accessible while it is shown. */
export function notify(kind: NotifyKind, message: string) {
  notifications.show({
    color: colors[kind],
    message,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

import { notifications } from '@mantine/notifications';
import i18n from '../../lib/i18n';

/** A toast whose close button has a name, which Mantine's default lacks. */
export function notify(color: 'green' | 'red', message: string) {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}

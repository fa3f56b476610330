import { notify as toast } from '../../lib/notify';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

const colors: Record<NotifyKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};

export function notify(kind: NotifyKind, message: string) {
  toast(colors[kind], message);
}

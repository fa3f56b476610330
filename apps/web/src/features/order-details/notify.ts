import { notify } from '../../lib/notify';

export function notifySuccess(message: string, autoClose?: number) {
  notify('green', message, autoClose);
}

export function notifyInfo(message: string) {
  notify('blue', message);
}

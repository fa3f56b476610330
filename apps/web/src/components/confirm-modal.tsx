import { Group, ThemeIcon, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import DOMPurify from 'dompurify';
import i18n from '../lib/i18n';

export type ConfirmType = 'danger' | 'warning' | 'info';

export interface ConfirmOptions {
  type?: ConfirmType;
  title: string;
  /** HTML allowed (bold names, line breaks); it is sanitized before rendering. */
  message: string;
  confirmText?: string;
  cancelText?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

const looks = {
  danger: { color: 'red', icon: IconTrash },
  warning: { color: 'orange', icon: IconAlertTriangle },
  info: { color: 'blue', icon: IconInfoCircle },
} as const;

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'ol', 'li', 'code'],
    ALLOWED_ATTR: [],
  });
}

/** Opens the shell's confirmation dialog; clicking the overlay or Escape counts as cancel. */
export function openConfirm(options: ConfirmOptions): string {
  const type = options.type ?? 'info';
  const { color, icon: Icon } = looks[type];
  let settled = false;
  const settle = (callback?: () => void) => {
    if (settled) return;
    settled = true;
    callback?.();
  };
  return modals.openConfirmModal({
    title: (
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Text fw={600}>{options.title}</Text>
      </Group>
    ),
    children: (
      <Text size="sm" component="div" dangerouslySetInnerHTML={{ __html: sanitizeHtml(options.message) }} />
    ),
    labels: {
      confirm: options.confirmText ?? i18n.t('confirmModal.confirm'),
      cancel: options.cancelText ?? i18n.t('confirmModal.cancel'),
    },
    confirmProps: { color: type === 'info' ? 'blue' : color, 'data-testid': 'confirm-modal-confirm' },
    cancelProps: { 'data-testid': 'confirm-modal-cancel' },
    onConfirm: () => settle(options.onConfirm),
    onCancel: () => settle(options.onCancel),
    onClose: () => settle(options.onCancel),
  });
}

import i18n from '../../../lib/i18n';

/** 'Usuń producenta' — 'Czy na pewno chcesz usunąć … Ta operacja jest nieodwracalna.' with Usuń / Anuluj. */
export function deleteTexts(title: string, name: string) {
  const escaped = name.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return {
    title,
    message: i18n.t('productSettings.common.deleteMessage', { name: escaped }),
    confirmText: i18n.t('productSettings.common.deleteConfirm'),
    cancelText: i18n.t('productSettings.common.cancel'),
  };
}

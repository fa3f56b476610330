import type { TFunction } from '../../../lib/i18n';
import type { ConflictTexts } from '../../../components/conflict-alert';

/** The order's 409 texts for the shared ConflictAlert. */
export const orderConflictTexts = (t: TFunction): ConflictTexts => ({
  title: t('orderDetails.conflict.title'),
  text: t('orderDetails.conflict.text'),
  reload: t('orderDetails.conflict.reload'),
});

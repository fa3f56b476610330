import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  categoryForm,
  categoryNameMaxLength,
  type Category,
  type CategoryForm,
} from '@zaplecze/contract/categories/categories';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveDictionaryItem } from '../api/save-dictionary-item';
import { TextField, applyServerErrors } from '../components/form-fields';
import { FormModal } from '../components/form-modal';
import { serverFieldErrors } from '../components/format';

/** Name required, at most 200 characters, trimmed on save (spec 002 §5). */
export function CategoryFormModal({ category, onClose }: { category: Category | null; onClose(): void }) {
  const { t } = useTranslation();
  const texts = 'productSettings.categories';
  const save = useSaveDictionaryItem('categories');
  const form = useForm<CategoryForm>({
    resolver: zodResolver(categoryForm),
    mode: 'onTouched',
    defaultValues: { name: category?.name ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ current: category, body: values });
      notify('green', t(`${texts}.notify.saved`));
      onClose();
    } catch (error) {
      applyServerErrors(form, serverFieldErrors(error));
      notifyFailure(t(`${texts}.notify.saveError`), error);
    }
  });
  return (
    <FormModal
      title={t(category ? `${texts}.editTitle` : `${texts}.addTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t(category ? 'productSettings.common.saveChanges' : `${texts}.add`)}
      size="md"
    >
      <TextField form={form} name="name" required autoFocus maxLength={categoryNameMaxLength} />
    </FormModal>
  );
}

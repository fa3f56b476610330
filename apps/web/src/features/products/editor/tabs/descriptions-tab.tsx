import { Stack, Textarea } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { productLimits } from '@zaplecze/contract/products/products';
import { LoadingState } from '../../../../components/page-states';
import { useFieldError } from '../components/form-fields';
import type { EditorValues } from '../form-values';

/** The rich-text editor is its own chunk: only this tab pays for it. */
const RichTextField = lazy(() => import('../components/rich-text-field'));

export function DescriptionsTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<EditorValues>();
  const shortError = useFieldError('shortDescription');
  const longError = useFieldError('longDescription');
  return (
    <Stack gap="lg">
      <Textarea
        label={t('productEditor.fields.shortDescription')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={productLimits.shortDescription}
        readOnly={readOnly}
        error={shortError}
        {...register('shortDescription')}
      />
      <Suspense fallback={<LoadingState />}>
        <Controller
          control={control}
          name="longDescription"
          render={({ field }) => (
            <RichTextField
              label={t('productEditor.fields.longDescription')}
              value={field.value}
              onChange={(html) => field.onChange(html)}
              error={longError}
              readOnly={readOnly}
            />
          )}
        />
      </Suspense>
    </Stack>
  );
}

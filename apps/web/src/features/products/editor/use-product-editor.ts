import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import type { Product } from '@zaplecze/contract/products/products';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { productQuery } from './api/get-product';
import { productEditorKeys } from './api/keys';
import { productRequests } from './api/product-requests';
import { editorSchema } from './editor-schema';
import {
  emptyValues,
  submittedPrices,
  toBody,
  toFormValues,
  type EditorValues,
  type PriceRow,
} from './form-values';
import { tabOfField, type EditorTab } from './tabs';
import type { ProductEditorOptions } from './types';
import i18n from '../../../lib/i18n';

/** Every leaf path of react-hook-form's errors, e.g. `variants.0.sku`. */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string'
      ? [path]
      : errorPaths(value as FieldErrors, path);
  });
}

/**
 * The server names price errors by the index of the submitted price (empty rows are not sent);
 * the form has one row per independent list, so `prices.1.amount` is translated to the form's row.
 */
export function formPathOfServerField(field: string, values: EditorValues): string {
  const translate = (rows: PriceRow[], index: number) => {
    const sent = submittedPrices(rows)[index];
    const row = sent ? rows.findIndex((item) => item.priceListId === sent.priceListId) : -1;
    return row === -1 ? index : row;
  };
  const own = /^prices\.(\d+)(.*)$/.exec(field);
  if (own) return `prices.${translate(values.prices, Number(own[1]))}${own[2]}`;
  const variant = /^variants\.(\d+)\.prices\.(\d+)(.*)$/.exec(field);
  if (variant) {
    const rows = values.variants[Number(variant[1])]?.prices ?? [];
    return `variants.${variant[1]}.prices.${translate(rows, Number(variant[2]))}${variant[3]}`;
  }
  return field;
}

interface EditorOptions {
  product: Product | null;
  options: ProductEditorOptions;
  onCreated: (product: Product) => void;
}

/**
 * One form state across every tab. 'Zapisz' sends the whole product with its version; a stale
 * version (409) keeps the user's input and offers to load the other person's version under it.
 */
export function useProductEditor({ product, options, onCreated }: EditorOptions) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => editorSchema(options), [options]);
  const form = useForm<EditorValues>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<EditorValues>,
    defaultValues: product ? toFormValues(product, options) : emptyValues(options),
    mode: 'onTouched',
  });
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);

  const applyServerErrors = (error: ApiError, values: EditorValues) => {
    for (const [field, message] of Object.entries(error.fields)) {
      const path = formPathOfServerField(field, values);
      if (tabOfField(path)) form.setError(path as Path<EditorValues>, { type: 'server', message });
    }
  };

  const send = async (values: EditorValues) => {
    setSaving(true);
    try {
      const body = toBody(values);
      if (!product) {
        const created = await productRequests.create(body);
        queryClient.setQueryData(productEditorKeys.product(created.id), created);
        form.reset(toFormValues(created, options));
        notify('green', i18n.t('productEditor.toasts.created'));
        onCreated(created);
        return;
      }
      const saved = await productRequests.update(product.id, { ...body, version: product.version });
      queryClient.setQueryData(productEditorKeys.product(saved.id), saved);
      form.reset(toFormValues(saved, options));
      setConflict(false);
      void queryClient.invalidateQueries({
        queryKey: productEditorKeys.all,
        predicate: (query) => query.queryKey[1] === 'history',
      });
      notify('green', i18n.t('productEditor.toasts.saved'));
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 409 && error.code === 'VERSION_CONFLICT') setConflict(true);
        applyServerErrors(error, values);
      }
      notifyFailure(i18n.t('productEditor.toasts.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  };

  const save = form.handleSubmit(
    () => send(form.getValues()),
    () => notifyFailure(i18n.t('productEditor.toasts.fixErrors')),
  );

  /** Loads the stored product under the form: fields the user changed keep the user's input. */
  const reload = async () => {
    if (!product) return;
    const fresh = await queryClient.fetchQuery({ ...productQuery(product.id), staleTime: 0 });
    form.reset(toFormValues(fresh, options), { keepDirtyValues: true, keepErrors: true });
    setConflict(false);
  };

  const tabsWithErrors = new Set<EditorTab>(
    errorPaths(form.formState.errors as FieldErrors).flatMap((path) => tabOfField(path) ?? []),
  );

  return { form, save, saving, conflict, reload, tabsWithErrors };
}
export type ProductEditor = ReturnType<typeof useProductEditor>;

import { useTranslation } from '../../../lib/i18n';
import type { Supplier } from '@zaplecze/contract/suppliers/suppliers';
import { DictionaryTab } from '../components/dictionary-tab';
import { supplierColumns } from '../suppliers/supplier-columns';
import { SupplierFormModal } from '../suppliers/supplier-form-modal';

/** Suppliers on the settings screen page by 10 (spec 002 §9). */
export function SuppliersTab() {
  const { t } = useTranslation();
  return (
    <DictionaryTab<Supplier>
      kind="suppliers"
      columns={supplierColumns(t)}
      defaultLimit={10}
      renderForm={(supplier, onClose) => (
        <SupplierFormModal supplier={supplier} onClose={onClose} variant="tab" />
      )}
    />
  );
}

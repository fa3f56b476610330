/**
 * The catalogue's set-based batch write and restore (DESIGN.md §2: the products module owns it;
 * imports and integrations go through it). Reached from other modules via products/service.ts.
 */
export { productRules, type BatchActor, type FieldValues } from './columns';
export {
  batchCreateProducts,
  batchUpdateProducts,
  keepOwnPrices,
  ownPricesWithoutList,
  syncDefaultPrices,
} from './products';
export { batchCreateVariants, batchUpdateVariants, setVariantPrices, type NewVariant } from './variants';
export {
  batchDeleteProducts,
  batchDeleteVariants,
  batchRestoreProducts,
  batchRestoreVariants,
  type RestoreRow,
} from './restore';
/** Whole-product saves (the editor, copies), variant lists, all prices, categories, deletes. */
export { batchSaveProducts, lockForSave, productFieldValues, type ProductSave, type SaveActor } from './save';
export { batchReplaceVariants, type ListedVariant } from './variant-list';
export { batchReplacePrices, recomputeProductPrices, type StoredPrice } from './prices';
export { batchAssignMainCategories } from './categories';
export { batchRemoveProducts } from './remove';

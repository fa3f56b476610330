import { ProductStockPanel } from '../features/stock/product-stock-panel';
import { Component as ProductEditorPage } from '../features/products/editor/product-editor-page';

/** The product editor with the product-stock feature's panel as its 'Magazyn' tab, composed here. */
export function Component() {
  return <ProductEditorPage stockTab={ProductStockPanel} />;
}

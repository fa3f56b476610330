/**
 * The stock module as other modules see it (DESIGN.md §3 Stock: one service owns stock): orders
 * reserve, consume, release and return stock through these; imports set levels.
 */
export { fillCatalogLines, orderPlacement, vatPercent, type CatalogueCache } from './catalog';
export { applyStockChanges, refreshStockSums, type StockActor, type StockChange } from './movements';
export { getProductStock, putProductStock } from './product-stock';
export {
  consumeForOrder,
  releaseForOrder,
  reserveForOrder,
  syncOrderStock,
  syncOrdersStock,
  undoOrderStock,
} from './reservations';
export { returnToStock } from './returns';
export { setNewStockLevels } from './new-levels';
export { setStockLevels, type StockLevelRow, type StockLevelSource } from './set-levels';

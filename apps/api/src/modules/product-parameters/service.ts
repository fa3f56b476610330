/**
 * The product-parameters module as other modules see it: imports and integrations create variant
 * parameters and their values through these (DESIGN.md §2: a module writes only its own tables).
 */
export {
  addParameterValues,
  createVariantParameters,
  removeUnusedParameters,
  removeUnusedParameterValues,
} from './variant-parameters';

import { copyProduct } from './copy-product';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { downloadProductCsv } from './download-product-csv';
import { downloadProductPdf } from './download-product-pdf';
import { updateProduct } from './update-product';
import { uploadPicture } from './upload-picture';

/** The editor's requests by the name its form calls them. */
export const productRequests = {
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  copy: copyProduct,
  uploadPicture,
  downloadPdf: downloadProductPdf,
  downloadCsv: downloadProductCsv,
};

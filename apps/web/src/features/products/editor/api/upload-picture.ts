import { uploadFile } from '../../../../lib/authorized-fetch';

export const uploadPicture = (file: File) =>
  uploadFile<{ url: string; description: string }>('/api/products/pictures', file);

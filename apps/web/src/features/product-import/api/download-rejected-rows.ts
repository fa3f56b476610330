import { downloadFile } from '../../../lib/authorized-fetch';
import { importBase } from './keys';

export const downloadRejectedRows = (id: string, fileName: string) =>
  downloadFile(`${importBase}/logs/${id}/rejected.csv`, fileName);

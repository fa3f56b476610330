import { downloadFile } from '../../../lib/authorized-fetch';
import { importBase } from './keys';

export const downloadRejectedRows = (id: string) =>
  downloadFile(`${importBase}/logs/${id}/rejected.csv`, 'odrzucone.csv');

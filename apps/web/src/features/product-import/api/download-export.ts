import { downloadFile } from '../../../lib/authorized-fetch';

export const downloadExport = (jobId: string, fileName: string) =>
  downloadFile(`/api/products/export/${jobId}/file`, fileName);

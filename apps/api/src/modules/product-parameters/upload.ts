import type { FastifyRequest } from 'fastify';
import { csvMessages, parameterLimits } from '@zaplecze/contract/product-parameters/product-parameters';
import { AppError, validationFailed } from '../../errors';

/** The bytes of the `file` part of a multipart upload, bounded in size. */
export async function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', csvMessages.fileRequired, {
      file: csvMessages.fileRequired,
    });
  let bytes: Buffer | undefined;
  try {
    const file = await request.file({ limits: { fileSize: parameterLimits.importBytes, files: 1 } });
    bytes = await file?.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', csvMessages.tooLarge, { file: csvMessages.tooLarge });
    throw error;
  }
  if (!bytes?.length) throw validationFailed({ file: csvMessages.fileRequired }, csvMessages.fileRequired);
  return bytes;
}

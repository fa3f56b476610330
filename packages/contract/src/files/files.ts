import { z } from 'zod';
import { pageQuery } from '../common/pagination';

/** The files library of issue 24 (spec 000: `/dashboard/files-management`, content not shown). */
export const fileMessages = {
  nameRequired: 'Podaj nazwę.',
  nameTooLong: 'Nazwa może mieć najwyżej 200 znaków.',
  nameInvalid: 'Nazwa nie może zawierać znaków / \\ ani znaków sterujących i nie może być „.” ani „..”.',
  nameTaken: 'W tym folderze jest już element o tej nazwie.',
  fileNotFound: 'Nie znaleziono pliku.',
  folderNotFound: 'Nie znaleziono folderu.',
  folderIntoItself: 'Nie można przenieść folderu do niego samego ani do jego podfolderu.',
  folderTooDeep: 'Foldery można zagnieżdżać najwyżej na 10 poziomach.',
  fileMissing: 'Wybierz plik do przesłania.',
  fileType:
    'Nieobsługiwany typ pliku. Dozwolone: obrazy (PNG, JPEG, WebP, GIF), PDF, dokumenty i arkusze (DOCX, XLSX, PPTX, ODT, ODS, DOC, XLS), CSV i TXT.',
  fileCorrupt: 'Plik jest uszkodzony lub jego zawartość nie odpowiada typowi.',
  fileTooLarge: 'Plik jest za duży. Największy dozwolony rozmiar to 50 MB.',
  fileEmpty: 'Plik jest pusty.',
  quotaExceeded:
    'Brak miejsca na dysku: plik przekroczyłby limit planu. Usuń niepotrzebne pliki lub zmień plan.',
  linkNotFound: 'Nie znaleziono udostępnionego linku.',
  linkExpired: 'Ten link wygasł.',
  linkRevoked: 'Ten link został wyłączony przez właściciela.',
  linkPasswordRequired: 'Ten link jest chroniony hasłem.',
  linkPasswordWrong: 'Nieprawidłowe hasło.',
  linkTargetRequired: 'Wskaż plik albo folder do udostępnienia.',
  linkExpiryPast: 'Data wygaśnięcia musi być w przyszłości.',
  passwordTooShort: 'Hasło musi mieć co najmniej 6 znaków.',
  passwordTooLong: 'Hasło może mieć najwyżej 64 znaki.',
} as const;

export const fileLimits = {
  nameMax: 200,
  /** One upload; the plan's quota bounds the library as a whole. */
  maxBytes: 50 * 1024 * 1024,
  maxDepth: 10,
  /** Folders listed at once for the move dialog and the tree. */
  folderTreeMax: 2000,
  /** Megabytes when a plan names no quota (plans written before migration 0034). */
  defaultDiskMb: 1024,
} as const;

/** Letters, digits and ordinary punctuation; no path separators, NUL or other control characters. */
// eslint-disable-next-line no-control-regex
const forbiddenInName = /[/\\\u0000-\u001f\u007f]/;

export function nameProblem(name: string): string | null {
  if (name.length === 0) return fileMessages.nameRequired;
  if (name.length > fileLimits.nameMax) return fileMessages.nameTooLong;
  if (forbiddenInName.test(name) || name === '.' || name === '..') return fileMessages.nameInvalid;
  return null;
}

/**
 * A name taken from an upload: the last path segment only, control characters dropped, the
 * length capped (keeping the extension). Never empty.
 */
export function cleanUploadName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '.' || name === '..' || name === '') name = 'plik';
  if (name.length > fileLimits.nameMax) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, fileLimits.nameMax - extension.length) + extension;
  }
  return name;
}

export const fileName = z
  .string({ error: fileMessages.nameRequired })
  .trim()
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const fileKinds = ['image', 'pdf', 'document', 'spreadsheet', 'presentation', 'text'] as const;
export type FileKind = (typeof fileKinds)[number];

export const fileItem = z
  .object({
    type: z.enum(['folder', 'file']),
    id: z.uuid(),
    name: z.string(),
    folderId: z.uuid().nullable(),
    /** Files: bytes; folders: null. */
    size: z.number().int().nullable(),
    contentType: z.string().nullable(),
    kind: z.enum(fileKinds).nullable(),
    /** Path of the parent folder for search results ("Faktury / 2026"), '' at the top. */
    path: z.string(),
    createdAt: z.string(),
    modifiedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'FileItem' });
export type FileItem = z.infer<typeof fileItem>;

export const fileSortKeys = ['name', 'size', 'modified', 'type'] as const;
export type FileSortKey = (typeof fileSortKeys)[number];
const sortValues = fileSortKeys.flatMap((key) => [key, `-${key}`] as const);

export const fileListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(50),
  /** The folder shown; none: the top of the library. Ignored while searching (search spans the library). */
  folderId: z.uuid().optional(),
  search: z.string().trim().max(100, 'Szukana fraza może mieć najwyżej 100 znaków.').optional(),
  sort: z.enum(sortValues as [string, ...string[]]).default('name'),
  /** `library`: the files of every folder, no folders (a picker); `folder` (default): one folder's contents. */
  scope: z.enum(['folder', 'library']).default('folder'),
});
export type FileListQuery = z.input<typeof fileListQuery>;

export const folderCrumb = z.object({ id: z.uuid(), name: z.string() });
export type FolderCrumb = z.infer<typeof folderCrumb>;

export const fileListResponse = z
  .object({
    data: z.array(fileItem),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /** From the top down to the folder shown; empty at the top. */
    breadcrumbs: z.array(folderCrumb),
  })
  .meta({ id: 'FileList' });
export type FileList = z.infer<typeof fileListResponse>;

export const folderTreeResponse = z
  .object({
    data: z.array(z.object({ id: z.uuid(), name: z.string(), parentId: z.uuid().nullable() })),
  })
  .meta({ id: 'FolderTree' });
export type FolderTree = z.infer<typeof folderTreeResponse>;

export const createFolderBody = z
  .object({ name: fileName, parentId: z.uuid().nullable().default(null) })
  .meta({ id: 'CreateFolder' });

/** Rename and/or move; `folderId` null: to the top. */
export const updateItemBody = z
  .object({
    version: z.number().int().min(1),
    name: fileName.optional(),
    folderId: z.uuid().nullable().optional(),
  })
  .meta({ id: 'UpdateFileItem' });
export type UpdateItemBody = z.input<typeof updateItemBody>;

export const uploadQuery = z.object({ folderId: z.uuid().optional() });

export const diskUsageLevels = ['ok', 'warning', 'critical'] as const;
export const fileUsageResponse = z
  .object({
    usedBytes: z.number().int(),
    /** null: the plan sets no limit. */
    quotaBytes: z.number().int().nullable(),
    usedPercent: z.number(),
    level: z.enum(diskUsageLevels),
    fileCount: z.number().int(),
  })
  .meta({ id: 'FileUsage' });
export type FileUsage = z.infer<typeof fileUsageResponse>;

// Shared links ------------------------------------------------------------------------------

export const sharedLinkLimits = { passwordMin: 6, passwordMax: 64 } as const;

export const createSharedLinkBody = z
  .object({
    fileId: z.uuid().nullable().default(null),
    folderId: z.uuid().nullable().default(null),
    expiresAt: z.iso.datetime({ offset: true, error: 'Podaj poprawną datę.' }).nullable().default(null),
    password: z
      .string()
      .min(sharedLinkLimits.passwordMin, fileMessages.passwordTooShort)
      .max(sharedLinkLimits.passwordMax, fileMessages.passwordTooLong)
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    if ((value.fileId === null) === (value.folderId === null))
      ctx.addIssue({ code: 'custom', message: fileMessages.linkTargetRequired, path: ['fileId'] });
  })
  .meta({ id: 'CreateSharedLink' });
export type CreateSharedLinkBody = z.input<typeof createSharedLinkBody>;

export const sharedLinkResponse = z
  .object({
    id: z.uuid(),
    token: z.string(),
    /** Path of the public page, `/shared-files/<token>`. */
    url: z.string(),
    targetType: z.enum(['file', 'folder']),
    targetId: z.uuid(),
    targetName: z.string(),
    expiresAt: z.string().nullable(),
    hasPassword: z.boolean(),
    downloadCount: z.number().int(),
    revokedAt: z.string().nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
    createdAt: z.string(),
  })
  .meta({ id: 'SharedLink' });
export type SharedLink = z.infer<typeof sharedLinkResponse>;

export const sharedLinkListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(20),
  fileId: z.uuid().optional(),
  folderId: z.uuid().optional(),
});
export const sharedLinkListResponse = z
  .object({
    data: z.array(sharedLinkResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'SharedLinkList' });
export type SharedLinkList = z.infer<typeof sharedLinkListResponse>;

/** A token is 32 random bytes in base64url (256 bits). */
export const sharedTokenPattern = /^[A-Za-z0-9_-]{43}$/;
/** Any text up to 100 characters; one that is not a token answers 404 like an unknown one. */
export const sharedTokenParams = z.object({ token: z.string().max(100) });

export const publicSharedFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  kind: z.enum(fileKinds),
});
export type PublicSharedFile = z.infer<typeof publicSharedFile>;

/** What the public page shows: only the shared file, or the files directly in the shared folder. */
export const publicShareResponse = z
  .object({
    targetType: z.enum(['file', 'folder']),
    name: z.string(),
    companyName: z.string(),
    expiresAt: z.string().nullable(),
    passwordRequired: z.boolean(),
    /** Empty until the password is given (`key`). */
    files: z.array(publicSharedFile),
    /** Proof of the password for the downloads (`?key=`); null without a password. */
    key: z.string().nullable(),
  })
  .meta({ id: 'PublicShare' });
export type PublicShare = z.infer<typeof publicShareResponse>;

export const unlockShareBody = z.object({
  password: z.string().min(1, fileMessages.linkPasswordWrong).max(200),
});
export const shareKeyQuery = z.object({ key: z.string().max(200).optional() });

/** "512 B", "1,5 KB", "20 MB", "1,2 GB" (Polish decimal comma). */
export function formatBytes(bytes: number, locale = 'pl-PL'): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

// Order documents (issue 24 item 3) ----------------------------------------------------------

export const orderFileLimits = { max: 50 } as const;
export const orderFileMessages = {
  tooMany: `Do zamówienia można dołączyć najwyżej ${orderFileLimits.max} plików w każdej grupie.`,
  saved: 'Zapisano dokumenty zamówienia',
  missing: 'Jeden z wybranych plików nie istnieje w bibliotece plików.',
} as const;

const orderFileIds = z.array(z.uuid()).max(orderFileLimits.max, orderFileMessages.tooMany);

/** The whole lists of an order's library files: sales documents (invoices, receipts) and other attachments. */
export const orderFilesBody = z
  .object({
    version: z.number().int().min(1),
    fileDocumentIds: orderFileIds,
    fileAttachmentsIds: orderFileIds,
  })
  .meta({ id: 'OrderFiles' });
export type OrderFilesBody = z.input<typeof orderFilesBody>;

export const fileLookupQuery = z.object({
  ids: z
    .string()
    .max(40 * 100)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(100)),
});
export const fileLookupResponse = z.object({ data: z.array(fileItem) }).meta({ id: 'FileLookup' });
export type FileLookup = z.infer<typeof fileLookupResponse>;

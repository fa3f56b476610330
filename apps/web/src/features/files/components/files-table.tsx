import { ActionIcon, Anchor, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFolder,
  IconFolderSymlink,
  IconPencil,
  IconPhoto,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { formatBytes, type FileItem } from '@zaplecze/contract/files/files';

export type ItemAction = 'open' | 'preview' | 'download' | 'rename' | 'move' | 'share' | 'delete';

const icons = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  document: IconFileText,
  spreadsheet: IconFileSpreadsheet,
  presentation: IconFile,
  text: IconFileText,
};

export const previewable = (item: FileItem) => item.kind === 'image' || item.kind === 'pdf';

interface Props {
  items: FileItem[];
  /** Which actions the role allows (the server checks again). */
  can: { edit: boolean; delete: boolean; share: boolean };
  onAction: (action: ItemAction, item: FileItem) => void;
}

export function FilesTable({ items, can, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="files-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('files.columns.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('files.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('files.columns.size')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('files.columns.modified')}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{t('files.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const Icon = item.type === 'folder' ? IconFolder : icons[item.kind ?? 'document'];
            const primary: ItemAction =
              item.type === 'folder' ? 'open' : previewable(item) ? 'preview' : 'download';
            return (
              <Table.Tr key={`${item.type}-${item.id}`} data-testid="file-row">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Icon size={20} aria-hidden color={item.type === 'folder' ? '#e8a317' : undefined} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => onAction(primary, item)}
                        fw={500}
                        ta="left"
                      >
                        {item.name}
                      </Anchor>
                      {item.path && (
                        <Text size="xs" c="gray.7">
                          {t('files.inFolder', { path: item.path })}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  {item.type === 'folder' ? t('files.folder') : t(`files.kinds.${item.kind}`)}
                </Table.Td>
                <Table.Td ta="right">{item.size === null ? '—' : formatBytes(item.size)}</Table.Td>
                <Table.Td visibleFrom="sm">{formatWarsawDateTime(item.modifiedAt)}</Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('files.actions.menu', { name: item.name })}
                      >
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {item.type === 'folder' && (
                        <Menu.Item
                          leftSection={<IconFolder size={16} />}
                          onClick={() => onAction('open', item)}
                        >
                          {t('files.actions.open')}
                        </Menu.Item>
                      )}
                      {item.type === 'file' && previewable(item) && (
                        <Menu.Item
                          leftSection={<IconEye size={16} />}
                          onClick={() => onAction('preview', item)}
                        >
                          {t('files.actions.preview')}
                        </Menu.Item>
                      )}
                      {item.type === 'file' && (
                        <Menu.Item
                          leftSection={<IconDownload size={16} />}
                          onClick={() => onAction('download', item)}
                        >
                          {t('files.actions.download')}
                        </Menu.Item>
                      )}
                      {can.edit && (
                        <Menu.Item
                          leftSection={<IconPencil size={16} />}
                          onClick={() => onAction('rename', item)}
                        >
                          {t('files.actions.rename')}
                        </Menu.Item>
                      )}
                      {can.edit && (
                        <Menu.Item
                          leftSection={<IconFolderSymlink size={16} />}
                          onClick={() => onAction('move', item)}
                        >
                          {t('files.actions.move')}
                        </Menu.Item>
                      )}
                      {can.share && (
                        <Menu.Item
                          leftSection={<IconShare size={16} />}
                          onClick={() => onAction('share', item)}
                        >
                          {t('files.actions.share')}
                        </Menu.Item>
                      )}
                      {can.delete && (
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={() => onAction('delete', item)}
                        >
                          {t('files.actions.delete')}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { productLimits, productMessages } from '@zaplecze/contract/products/products';
import { notifyFailure } from '../../../../lib/notify';
import { productRequests } from '../api/product-requests';
import { useFieldError } from '../components/form-fields';
import type { EditorValues } from '../form-values';

const urlPattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
/** A picture uploaded to the app is served from its own files (`/api/files/products/…`). */
const isStoredPicture = (url: string) => url.startsWith('/api/files/');

/** Up to 16 pictures: upload or address, description, order by buttons or the arrow keys; the first is the main one. */
export function PicturesTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'pictures' });
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const listError = useFieldError('pictures');
  const full = fields.length >= productLimits.pictures;

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    requestAnimationFrame(() => items.current[to]?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget || readOnly) return;
    if (event.key === 'ArrowUp') moveTo(index, index - 1);
    else if (event.key === 'ArrowDown') moveTo(index, index + 1);
    else return;
    event.preventDefault();
  };
  const addByUrl = () => {
    const address = url.trim();
    if (!urlPattern.test(address)) return setUrlError(t('productEditor.pictures.urlInvalid'));
    append({ url: address, description: '' }, { shouldFocus: false });
    setUrl('');
    setUrlError(null);
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      append(await productRequests.uploadPicture(file), { shouldFocus: false });
    } catch (error) {
      notifyFailure(t('productEditor.pictures.uploadFailed'), error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="md">
      {!readOnly && (
        <Card withBorder padding="sm">
          <Stack gap="sm">
            {full && (
              <Alert color="orange" role="status" data-testid="pictures-full">
                {productMessages.tooManyPictures}
              </Alert>
            )}
            <Group align="flex-end" gap="sm" wrap="wrap">
              <FileButton
                onChange={(file) => void upload(file)}
                accept="image/jpeg,image/png,image/webp"
                disabled={full}
              >
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={uploading}
                    disabled={full}
                  >
                    {t('productEditor.pictures.upload')}
                  </Button>
                )}
              </FileButton>
              <TextInput
                label={t('productEditor.pictures.byUrl')}
                placeholder="https://"
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addByUrl();
                  }
                }}
                error={urlError}
                disabled={full}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button
                variant="default"
                leftSection={<IconLink size={16} aria-hidden />}
                onClick={addByUrl}
                disabled={full}
              >
                {t('productEditor.pictures.addByUrl')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('productEditor.pictures.uploadHint')} ·{' '}
              {t('productEditor.pictures.count', { count: fields.length, max: productLimits.pictures })} ·{' '}
              {t('productEditor.pictures.keyboardHint')}
            </Text>
          </Stack>
        </Card>
      )}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {fields.length === 0 ? (
        <Text c="dimmed">{t('productEditor.pictures.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="pictures-list">
          {fields.map((field, index) => {
            const label = t('productEditor.pictures.item', { index: index + 1, count: fields.length });
            return (
              <Card
                key={field.id}
                component="li"
                withBorder
                padding="xs"
                tabIndex={0}
                aria-label={label}
                data-testid="picture-item"
                ref={(node: HTMLLIElement | null) => {
                  items.current[index] = node;
                }}
                onKeyDown={(event: KeyboardEvent<HTMLLIElement>) => onKeyDown(event, index)}
              >
                <Group gap="sm" wrap="nowrap" align="center">
                  <Image
                    src={field.url}
                    alt=""
                    w={72}
                    h={72}
                    fit="contain"
                    radius="sm"
                    fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
                  />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6}>
                      {/* A picture uploaded here is stored by the app: its storage path means nothing to the user. */}
                      {!isStoredPicture(field.url) && (
                        <Text
                          size="xs"
                          c="dimmed"
                          style={{ overflowWrap: 'anywhere' }}
                          data-testid="picture-url"
                        >
                          {field.url}
                        </Text>
                      )}
                      {index === 0 && (
                        <Badge size="xs" variant="light" c="gray.9">
                          {t('productEditor.pictures.main')}
                        </Badge>
                      )}
                    </Group>
                    <TextInput
                      size="xs"
                      aria-label={t('productEditor.pictures.description', { index: index + 1 })}
                      maxLength={productLimits.pictureDescription}
                      readOnly={readOnly}
                      {...register(`pictures.${index}.description`)}
                    />
                  </Stack>
                  {!readOnly && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('productEditor.pictures.moveUp', { index: index + 1 })}
                        disabled={index === 0}
                        onClick={() => moveTo(index, index - 1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('productEditor.pictures.moveDown', { index: index + 1 })}
                        disabled={index === fields.length - 1}
                        onClick={() => moveTo(index, index + 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('productEditor.pictures.remove', { index: index + 1 })}
                        onClick={() => remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

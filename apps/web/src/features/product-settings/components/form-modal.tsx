import type { ComponentProps } from 'react';
import { FormDialog } from '../../../components/form-dialog';

type Props = Omit<ComponentProps<typeof FormDialog>, 'size'> & { size?: string };

/** The add/edit dialog of a dictionary record: fields, then Anuluj and the save button. */
export function FormModal({ size = 'lg', ...props }: Props) {
  return <FormDialog size={size} {...props} />;
}

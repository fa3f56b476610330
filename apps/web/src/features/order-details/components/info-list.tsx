import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './info-list.module.css';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Spans both columns. */
  wide?: boolean;
  testId?: string;
}

/** A card's read-only mode: label and value pairs in two columns; nothing stored shows a dash. */
export function InfoList({ items }: { items: InfoItem[] }) {
  const { t } = useTranslation();
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={item.wide ? classes.wide : undefined} data-testid={item.testId}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value}>
            {item.value === null || item.value === undefined || item.value === ''
              ? t('orderDetails.empty')
              : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

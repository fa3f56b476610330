import { Badge, Card, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { SectionBody, type SectionBodyProps } from './section-body';
import classes from './status-board.module.css';

/** 'Bez grupy': always first, not movable, holds statuses without a (known) group. */
export function UngroupedSection(props: Omit<SectionBodyProps, 'groupId' | 'name'>) {
  const { t } = useTranslation();
  const name = t('orderStatuses.ungrouped');
  return (
    <Card
      withBorder
      padding={0}
      component="section"
      aria-labelledby="status-group-none"
      className={classes.section}
      data-testid="status-group"
    >
      <div className={classes.sectionHeader}>
        <Title order={2} size="h5" id="status-group-none" style={{ flex: 1 }}>
          {name}
        </Title>
        <Badge variant="light" color="gray" aria-hidden>
          {props.statuses.length}
        </Badge>
      </div>
      <SectionBody groupId={null} name={name} {...props} />
    </Card>
  );
}

import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { checkPassword, type PasswordRule, type PasswordRuleResult } from '@zaplecze/contract/auth/auth';

interface Props {
  id: string;
  /** The box's data-testid, by which tests and journeys find this checklist. */
  testId: string;
  password: string;
  rules: readonly PasswordRule[];
  title: string;
  /** Read after each rule by screen readers. */
  status: { met: string; notMet: string };
  /** A rule's name; the contract's Polish label unless the caller translates it. */
  labelOf?: (rule: PasswordRuleResult) => string;
}

/** Password rules from the contract, each ticking as soon as the typed password meets it. */
export function PasswordChecklist({ id, testId, password, rules, title, status, labelOf }: Props) {
  return (
    <Box id={id} data-testid={testId}>
      <Text size="xs" fw={600} c="gray.7" mb={4}>
        {title}
      </Text>
      <List spacing={2} size="sm" center>
        {checkPassword(password, rules).map((rule) => (
          <List.Item
            key={rule.id}
            data-passed={rule.passed}
            icon={
              <ThemeIcon
                color={rule.passed ? 'teal' : 'gray'}
                variant={rule.passed ? 'filled' : 'light'}
                size={16}
                radius="xl"
                aria-hidden
              >
                {rule.passed ? <IconCheck size={11} /> : <IconX size={11} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={rule.passed ? 'teal.9' : 'gray.7'}>
              {labelOf ? labelOf(rule) : rule.label}
              <VisuallyHidden> — {rule.passed ? status.met : status.notMet}</VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

import { Box, Card, Center, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { Outlet, useMatches } from 'react-router';
import { PromoPanel } from './promo-panel';
import classes from './auth-layout.module.css';

interface AuthHandle {
  wideCard?: boolean;
}

/** Authentication pages: a centred card, with the promotional panel beside it on wide screens. */
export function AuthLayout() {
  const wide = useMatches().some((match) => (match.handle as AuthHandle | undefined)?.wideCard);
  return (
    <Box className={classes.page}>
      <Center className={classes.formSide} component="main">
        <Box w="100%" maw={wide ? 760 : 460}>
          <Group gap="xs" mb="lg" justify="center">
            <ThemeIcon size="lg" radius="md" aria-hidden>
              <IconBox size={20} />
            </ThemeIcon>
            <Text fw={700} size="xl">
              Zaplecze
            </Text>
          </Group>
          <Card withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Card>
        </Box>
      </Center>
      <PromoPanel />
    </Box>
  );
}

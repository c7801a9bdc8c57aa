import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconSun } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { PageMeta } from '../../../components/page-meta'
import { LoginForm } from './login-form'
import classes from './login.module.css'

export function LoginPage() {
  return (
    <Box component="main" className={classes.band}>
      <PageMeta title="Admin Login" />
      <Paper className={classes.card} shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between">
            <Link to="/" className={classes.brand}>
              <span className={classes.brandMark} aria-hidden>
                <IconSun size={18} stroke={2.2} />
              </span>
              SunHarvest Energy
            </Link>
            <Anchor component={Link} to="/" size="sm">
              Back to the website
            </Anchor>
          </Group>
          <Stack gap={4}>
            <Title order={1} size="h2">
              Admin Login
            </Title>
            <Text c="dimmed">Sign in to keep the website's pages, media and settings current.</Text>
          </Stack>
          <LoginForm />
        </Stack>
      </Paper>
    </Box>
  )
}

import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useIsSavingMenu, useMenu } from '../../../api/resources/menus'
import type { Menu } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { MenuItemList } from './menu-item-list'
import { focusKey } from './use-focus-request'
import { useMenuEditing } from './use-menu-editing'

/** The right panel: the items of the selected menu, loaded from the API. */
export function MenuEditor({ menuId }: { menuId: string }) {
  const query = useMenu(menuId)
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="menu-editor-title">
      <QueryState query={query} label="menu">
        {(menu) => <MenuItemsEditor key={menu.id} menu={menu} />}
      </QueryState>
    </Paper>
  )
}

function MenuItemsEditor({ menu }: { menu: Menu }) {
  const editing = useMenuEditing(menu)
  const saving = useIsSavingMenu()
  const empty = editing.rows.length === 0

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3" id="menu-editor-title">
            Editing: {menu.name}
          </Title>
          <Text c="gray.7" size="sm">
            Drag and drop to reorder menu items
          </Text>
        </div>
        {empty ? null : (
          <Button
            color="sun.6"
            autoContrast
            leftSection={<IconPlus size={18} aria-hidden />}
            data-focus-key={focusKey('add')}
            onClick={editing.add}
          >
            Add Menu Item
          </Button>
        )}
      </Group>
      <Text size="sm" c="gray.7" role="status" aria-live="polite">
        {saving ? 'Saving…' : 'Changes are saved as you make them and show on the site at once.'}
      </Text>
      <VisuallyHidden role="status" aria-live="polite">
        {editing.announcement}
      </VisuallyHidden>
      {empty ? (
        <Stack align="center" gap="sm" py="xl">
          <Text fw={600}>No menu items yet</Text>
          <Button
            color="sun.6"
            autoContrast
            leftSection={<IconPlus size={18} aria-hidden />}
            data-focus-key={focusKey('add-first')}
            onClick={editing.add}
          >
            Add First Item
          </Button>
        </Stack>
      ) : (
        <MenuItemList label={`${menu.name} items`} editing={editing} />
      )}
    </Stack>
  )
}

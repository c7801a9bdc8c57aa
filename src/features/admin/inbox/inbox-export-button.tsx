import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { downloadInboxCsv } from '../../../api/resources/inquiries'
import { API_KIND } from './inbox-entries'
import { inboxListQuery, type InboxParams } from './inbox-params'

/** Saves a file the browser holds under its name (an object URL, let go once the download started). */
function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Downloads every entry the search and filters select (not only this page) as a CSV file for spreadsheets. */
export function InboxExportButton({ params }: { params: InboxParams }) {
  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      saveFile(await downloadInboxCsv(API_KIND[params.kind], inboxListQuery(params)))
    } catch (error) {
      notifications.show({ color: 'red.9', title: 'The export failed', message: (error as Error).message })
    } finally {
      setExporting(false)
    }
  }
  return (
    <Button
      variant="default"
      onClick={() => void exportCsv()}
      loading={exporting}
      leftSection={<IconDownload size={18} aria-hidden />}
    >
      Export CSV
    </Button>
  )
}

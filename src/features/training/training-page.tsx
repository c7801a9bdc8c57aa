import { useTrainingSessions } from '../../api/resources/training'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function TrainingPage() {
  const sessions = useTrainingSessions()
  return (
    <Screen title="Solar Installation Training">
      <TitleList
        query={sessions}
        label="training sessions"
        title={(s) => `${s.date.day} ${s.date.month} ${s.date.year}: ${s.title}`}
      />
    </Screen>
  )
}

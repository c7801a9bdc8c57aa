import { usePageSection } from '../../components/page-kit/use-page-section'

/** The page document that holds the training page's headings: the services page (the training "service" is this page). */
export const TRAINING_COPY_PAGE = 'services'

/** One block of the training page's copy ("training-schedule", "training-cta"...). */
export const useTrainingCopy = (sectionId: string) => usePageSection(TRAINING_COPY_PAGE, sectionId).section

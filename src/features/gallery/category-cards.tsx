import { Text, Title } from '@mantine/core'
import type { ProjectCategory } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import classes from './gallery-page.module.css'

/** One card per project category: its photo, its name and how many projects it holds. */
export function CategoryCards({ categories }: { categories: ProjectCategory[] }) {
  return (
    <ul className={classes.categories}>
      {categories.map((category) => (
        <li key={category.id} className={classes.category}>
          <div className={classes.categoryMedia}>
            <ResponsiveImage image={category.image} cover sizes="(min-width: 62em) 420px, 100vw" />
          </div>
          <div className={classes.categoryBody}>
            <Title order={3} c="white">
              {category.title}
            </Title>
            <Text className={classes.count}>{`${category.count} ${category.count === 1 ? 'project' : 'projects'}`}</Text>
          </div>
        </li>
      ))}
    </ul>
  )
}

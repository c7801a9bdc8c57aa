import { z } from 'zod'
import { idSchema } from '../schemas/common'
import { collectionPath } from './paths'

/**
 * One declaration per collection, on the contract's zod schemas (Payload's collection config, on zod). From it
 * come the mock's routes, the query factories and hooks, the OpenAPI operations, the contract tests, the stored
 * snapshot and the admin screens. How an admin sees a collection (labels, columns, widgets) lives beside it in
 * ./admin.ts, which only the admin bundle imports.
 */
export interface CollectionConfig<S extends z.ZodObject = z.ZodObject> {
  /** The stored record, with its `id` (an `order` field is added for `ordered` collections). */
  schema: S
  /** What an admin submits; the stored schema without `id` and `order` unless given. */
  input?: z.ZodObject
  /** Plural, as a person says it: "Blog posts". */
  label: string
  /** One record: "Blog post". */
  labelOne: string
  /** A list (the default) or one document (`GET` and `PUT` on the path itself). */
  kind?: 'list' | 'singleton'
  /** The URL segment after the API base; "blogPosts" → "/blog-posts" (or what ./paths.ts names) unless given. */
  path?: string
  /** How a new record gets its id: a random one (default), or a slug of its title (unless the admin gives one). */
  id?: 'generated' | 'slug'
  /** The field that names a record (lists, activity, slugs); the first of title, name, question, label by default. */
  titleField?: string
  /** Kept in the order an admin sets (drag and drop): the API keeps an `order` field and a reorder operation. */
  ordered?: boolean
  /** The order of a list with no `sort` parameter ("-date", "price,title"); `order` for ordered collections. */
  defaultSort?: string
  /** A default order that fields cannot express (training sessions, by their day). */
  compare?: (a: never, b: never) => number
  /** Fields (dotted paths allowed) a list may be sorted, filtered or searched by. */
  sortable?: readonly string[]
  filterable?: readonly string[]
  searchable?: readonly string[]
  /**
   * The value a filter (and its facet) takes for a record that lacks a filterable field: records stored before the
   * field existed count as its default (registrations stored before statuses are awaiting payment).
   */
  missingAs?: Readonly<Record<string, string>>
  /** Who may read: everyone (default) or a signed-in admin. Writes always need an admin. */
  read?: 'public' | 'admin'
  /** Which writes the API offers; all of them by default. */
  writes?: { create?: boolean; update?: boolean; remove?: boolean }
  /** "generic" (default): the routes come from this entry. "custom": the collection has hand-written routes. */
  routes?: 'generic' | 'custom'
  /** OpenAPI tag. */
  tag?: string
}

export const ORDER_FIELD = 'order'
const orderSchema = z.number().int().nonnegative()

/** A collection as the rest of the code uses it: every default resolved. */
export type Collection<N extends string = string, S extends z.ZodObject = z.ZodObject> = Required<
  Omit<CollectionConfig<S>, 'compare' | 'input' | 'defaultSort' | 'writes'>
> & {
  name: N
  /** The stored record's schema (with `order` for ordered collections, which its static type leaves out). */
  entity: S
  /** What an admin submits to create or replace a record (no id, no order). */
  input: z.ZodObject
  /** What a create accepts: the input, plus an optional id (a chosen slug, or a deleted record put back). */
  create: z.ZodObject
  defaultSort: string
  compare?: (a: unknown, b: unknown) => number
  writes: { create: boolean; update: boolean; remove: boolean }
}


const TITLE_FIELDS = ['title', 'name', 'question', 'label', 'heroTitle']

export function defineCollection<const N extends string, S extends z.ZodObject>(
  name: N,
  config: CollectionConfig<S>,
): Collection<N, S> {
  const shape = config.schema.shape as Record<string, z.ZodType>
  const ordered = config.ordered ?? false
  const entity: z.ZodObject = ordered ? config.schema.extend({ [ORDER_FIELD]: orderSchema }) : config.schema
  const omitted = Object.fromEntries(['id', ORDER_FIELD].filter((key) => key in entity.shape).map((key) => [key, true]))
  const input = config.input ?? entity.omit(omitted as never)
  const singleton = config.kind === 'singleton'
  const writes = { create: !singleton, update: true, remove: !singleton, ...config.writes }
  return {
    name,
    schema: config.schema,
    entity: entity as S,
    input,
    // The entity's own id rule (a slug collection takes only slugs), or any id.
    create: input.extend({ id: ((shape.id as z.ZodType | undefined) ?? idSchema).optional() }),
    label: config.label,
    labelOne: config.labelOne,
    kind: config.kind ?? 'list',
    path: config.path ?? collectionPath(name),
    id: config.id ?? 'generated',
    titleField: config.titleField ?? TITLE_FIELDS.find((field) => field in shape) ?? 'id',
    ordered,
    defaultSort: config.defaultSort ?? (ordered ? ORDER_FIELD : ''),
    compare: config.compare as Collection['compare'],
    sortable: config.sortable ?? [],
    filterable: config.filterable ?? [],
    searchable: config.searchable ?? [],
    missingAs: config.missingAs ?? {},
    read: config.read ?? 'public',
    writes,
    routes: config.routes ?? 'generic',
    tag: config.tag ?? 'Content',
  }
}

/** A record's title, for lists and the activity log. */
export const titleOf = (collection: Pick<Collection, 'titleField'>, record: Record<string, unknown>) =>
  String(record[collection.titleField] ?? record.id ?? '')

/** Seed records as stored: an ordered collection's records keep their fixture order unless they give one. */
export function seedRecords<T>(collection: Pick<Collection, 'ordered'>, records: readonly T[]): T[] {
  if (!collection.ordered) return [...records]
  return records.map((record, index) => ({ [ORDER_FIELD]: index, ...record }))
}

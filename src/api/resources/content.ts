import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest, type Schemas } from '../client'
import { createQueryKeys } from '../query-keys'
import type * as s from '../schemas'

/** A read-only list resource: its keys, its query options and a hook. */
function listResource<T extends z.ZodType>(entity: string, path: string, schema: (s: Schemas) => T) {
  const keys = createQueryKeys(entity)
  const list = () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest(path, { schema: (s) => schema(s).array(), signal }),
    })
  return { keys, list, useList: () => useQuery(list()) }
}

/** A one-record document resource. */
function documentResource<T extends z.ZodType>(entity: string, path: string, schema: (s: Schemas) => T) {
  const keys = createQueryKeys(entity)
  const detail = () => queryOptions({ queryKey: keys.all, queryFn: ({ signal }) => apiRequest(path, { schema, signal }) })
  return { keys, detail, useDetail: () => useQuery(detail()) }
}

export const heroSlides = listResource('hero-slides', '/hero-slides', (s) => s.heroSlideSchema)
export const serviceCards = listResource('service-cards', '/service-cards', (s) => s.serviceCardSchema)
export const maintenancePlans = listResource('maintenance-plans', '/maintenance-plans', (s) => s.maintenancePlanSchema)
export const projects = listResource('projects', '/projects', (s) => s.projectSchema)
export const testimonials = listResource('testimonials', '/testimonials', (s) => s.testimonialSchema)
export const blogPosts = listResource('blog-posts', '/blog-posts', (s) => s.blogPostSchema)
export const galleryImages = listResource('gallery-images', '/gallery-images', (s) => s.galleryImageSchema)
export const projectCategories = listResource('project-categories', '/project-categories', (s) => s.projectCategorySchema)
export const values = listResource('values', '/values', (s) => s.valueSchema)
export const timeline = listResource('timeline', '/timeline', (s) => s.timelineEntrySchema)
export const impactStats = listResource('impact-stats', '/impact-stats', (s) => s.impactStatSchema)
export const homeContent = documentResource('home-content', '/home-content', (s) => s.homeContentSchema)
export const companyProfile = documentResource('company-profile', '/company-profile', (s) => s.companyProfileSchema)

export const faqs = (() => {
  const keys = createQueryKeys('faqs')
  const list = (topic?: s.Faq['topic']) =>
    queryOptions({
      queryKey: keys.list(topic ? { topic } : {}),
      queryFn: ({ signal }) => apiRequest(topic ? `/faqs?topic=${topic}` : '/faqs', { schema: (s) => s.faqSchema.array(), signal }),
    })
  return { keys, list, useList: (topic?: s.Faq['topic']) => useQuery(list(topic)) }
})()

export const legalDocuments = (() => {
  const keys = createQueryKeys('legal-documents')
  const detail = (id: s.LegalDocument['id']) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/legal-documents/${id}`, { schema: (s) => s.legalDocumentSchema, signal }),
    })
  return { keys, detail, useDetail: (id: s.LegalDocument['id']) => useQuery(detail(id)) }
})()

export const services = (() => {
  const keys = createQueryKeys('services')
  const list = () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest('/services', { schema: (s) => s.serviceSchema.array(), signal }),
    })
  const detail = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/services/${encodeURIComponent(id)}`, { schema: (s) => s.serviceSchema, signal }),
    })
  return { keys, list, detail, useList: () => useQuery(list()), useDetail: (id: string) => useQuery(detail(id)) }
})()

export { listResource, documentResource }

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import * as s from '../schemas'

/** A read-only list resource: its keys, its query options and a hook. */
function listResource<T extends z.ZodType>(entity: string, path: string, schema: T) {
  const keys = createQueryKeys(entity)
  const list = () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest(path, { schema: z.array(schema), signal }),
    })
  return { keys, list, useList: () => useQuery(list()) }
}

/** A one-record document resource. */
function documentResource<T extends z.ZodType>(entity: string, path: string, schema: T) {
  const keys = createQueryKeys(entity)
  const detail = () => queryOptions({ queryKey: keys.all, queryFn: ({ signal }) => apiRequest(path, { schema, signal }) })
  return { keys, detail, useDetail: () => useQuery(detail()) }
}

export const heroSlides = listResource('hero-slides', '/hero-slides', s.heroSlideSchema)
export const serviceCards = listResource('service-cards', '/service-cards', s.serviceCardSchema)
export const maintenancePlans = listResource('maintenance-plans', '/maintenance-plans', s.maintenancePlanSchema)
export const projects = listResource('projects', '/projects', s.projectSchema)
export const testimonials = listResource('testimonials', '/testimonials', s.testimonialSchema)
export const blogPosts = listResource('blog-posts', '/blog-posts', s.blogPostSchema)
export const galleryImages = listResource('gallery-images', '/gallery-images', s.galleryImageSchema)
export const projectCategories = listResource('project-categories', '/project-categories', s.projectCategorySchema)
export const values = listResource('values', '/values', s.valueSchema)
export const timeline = listResource('timeline', '/timeline', s.timelineEntrySchema)
export const impactStats = listResource('impact-stats', '/impact-stats', s.impactStatSchema)
export const homeContent = documentResource('home-content', '/home-content', s.homeContentSchema)
export const companyProfile = documentResource('company-profile', '/company-profile', s.companyProfileSchema)

export const faqs = (() => {
  const keys = createQueryKeys('faqs')
  const list = (topic?: s.Faq['topic']) =>
    queryOptions({
      queryKey: keys.list(topic ? { topic } : {}),
      queryFn: ({ signal }) => apiRequest(topic ? `/faqs?topic=${topic}` : '/faqs', { schema: z.array(s.faqSchema), signal }),
    })
  return { keys, list, useList: (topic?: s.Faq['topic']) => useQuery(list(topic)) }
})()

export const legalDocuments = (() => {
  const keys = createQueryKeys('legal-documents')
  const detail = (id: s.LegalDocument['id']) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/legal-documents/${id}`, { schema: s.legalDocumentSchema, signal }),
    })
  return { keys, detail, useDetail: (id: s.LegalDocument['id']) => useQuery(detail(id)) }
})()

export const services = (() => {
  const keys = createQueryKeys('services')
  const list = () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest('/services', { schema: z.array(s.serviceSchema), signal }),
    })
  const detail = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/services/${encodeURIComponent(id)}`, { schema: s.serviceSchema, signal }),
    })
  return { keys, list, detail, useList: () => useQuery(list()), useDetail: (id: string) => useQuery(detail(id)) }
})()

export { listResource, documentResource }

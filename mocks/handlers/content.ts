import { listRoute, detailRoute, singletonRoute } from '../resources'
import { api, json, plain } from '../http'
import { db } from '../db'

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order

/** Read-only public content. */
export const contentHandlers = [
  listRoute('/hero-slides', 'heroSlides'),
  listRoute('/service-cards', 'serviceCards'),
  listRoute('/services', 'services', byOrder),
  detailRoute('/services/:id', 'services', 'Service'),
  listRoute('/maintenance-plans', 'maintenancePlans', (a, b) => a.price - b.price),
  listRoute('/projects', 'projects'),
  listRoute('/testimonials', 'testimonials'),
  listRoute('/blog-posts', 'blogPosts', (a, b) => b.date.localeCompare(a.date)),
  listRoute('/gallery-images', 'galleryImages'),
  listRoute('/project-categories', 'projectCategories'),
  listRoute('/values', 'values'),
  listRoute('/timeline', 'timeline', (a, b) => a.year - b.year),
  listRoute('/impact-stats', 'impactStats'),
  api.get('/faqs', ({ request }) => {
    const topic = new URL(request.url).searchParams.get('topic')
    const faqs = plain(db.faqs.all())
    return json(topic ? faqs.filter((f) => f.topic === topic) : faqs)
  }),
  singletonRoute('/home-content', 'homeContent', 'Home content'),
  singletonRoute('/company-profile', 'companyProfile', 'Company profile'),
  detailRoute('/legal-documents/:id', 'legalDocuments', 'Document'),
]

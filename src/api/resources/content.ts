import { collectionResource, documentResource } from './collection'

/** The public site's content collections (src/api/registry/collections.ts declares them). */
export const heroSlides = collectionResource('heroSlides')
export const serviceCards = collectionResource('serviceCards')
export const services = collectionResource('services')
export const maintenancePlans = collectionResource('maintenancePlans')
export const projects = collectionResource('projects')
export const testimonials = collectionResource('testimonials')
export const blogPosts = collectionResource('blogPosts')
export const galleryImages = collectionResource('galleryImages')
export const projectCategories = collectionResource('projectCategories')
export const values = collectionResource('values')
export const timeline = collectionResource('timeline')
export const impactStats = collectionResource('impactStats')
export const faqs = collectionResource('faqs')
export const legalDocuments = collectionResource('legalDocuments')
export const companyProfile = documentResource('companyProfile')

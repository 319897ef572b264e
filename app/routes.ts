import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { siteLanguage } from '#app/i18n/languages.ts'
import { PAGE_IDS, PAGES } from '#app/i18n/pages.ts'
import { resourceRoutes } from './resource-routes.ts'

const language = siteLanguage(process.env.SITE_LANG)

/**
 * Every URL of the build's language, from the page table (route ids are page ids), and the
 * files that resource routes make.
 */
export default [
  ...PAGE_IDS.map((id) => {
    const { paths, file } = PAGES[id]
    return paths[language] === '/' ? index(file, { id }) : route(paths[language], file, { id })
  }),
  ...resourceRoutes(language).map((resource) =>
    route(resource.path, resource.file, { id: resource.id }),
  ),
  route('*', 'routes/not-found.tsx', { id: 'notFound' }),
] satisfies RouteConfig

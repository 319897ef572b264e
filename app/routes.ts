import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { resourceRoutes } from '#app/build-time/resource-routes.ts'
import { HOLDING_ROUTE_IDS, siteMode } from '#app/build-time/site-mode.ts'
import { siteLanguage } from '#app/i18n/languages.ts'
import { PAGE_IDS, PAGES } from '#app/i18n/pages.ts'
import { concretePaths } from '#app/i18n/site-paths.server.ts'

const language = siteLanguage(process.env.SITE_LANG)

const [holdingHome, holdingElsewhere] = HOLDING_ROUTE_IDS

/**
 * Every URL of the build's language, from the page table (route ids are page ids), and the
 * files that resource routes make; while the sample business remains in a build for visitors,
 * only the holding page, on every path (app/build-time/site-mode.ts).
 */
export default (siteMode(process.env) === 'holding'
  ? [
      index('routes/holding.tsx', { id: holdingHome }),
      route('*', 'routes/holding.tsx', { id: holdingElsewhere }),
    ]
  : [
      // A page with nothing to show is not a route: with three posts the list has no second page.
      ...PAGE_IDS.filter((id) => concretePaths(id, language).length > 0).map((id) => {
        const { paths, file } = PAGES[id]
        return paths[language] === '/' ? index(file, { id }) : route(paths[language], file, { id })
      }),
      ...resourceRoutes(language).map((resource) =>
        route(resource.path, resource.file, { id: resource.id }),
      ),
      route('*', 'routes/not-found.tsx', { id: 'notFound' }),
    ]) satisfies RouteConfig

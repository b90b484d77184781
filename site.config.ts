import type { SiteConfigInput } from './src/node/config/schema.ts';

const slack = 'https://slack.datahubproject.io';
const github = 'https://github.com/datahub-project/datahub';
const youtube = 'https://www.youtube.com/channel/UC3qFQC5IiwR5fvWEqi_tJ5w';
const demo = 'https://demo.datahubproject.io/';
const blog = 'https://blog.datahubproject.io/';
const roadmap = 'https://feature-requests.datahubproject.io/roadmap';

const config: SiteConfigInput = {
  title: 'DataHub',
  tagline: 'A Metadata Platform for the Modern Data Stack',
  description:
    'DataHub is an open-source metadata platform: data discovery, observability and federated governance for the modern data stack.',
  url: 'https://datahubproject.io',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  organizationName: 'datahub-project',
  projectName: 'datahub',
  announcementBar: {
    id: 'announcement',
    emphasis: 'Managed DataHub',
    content: 'Acryl Data runs DataHub for you as an enterprise-grade hosted service.',
    button: {
      label: 'Sign up for Managed DataHub →',
      shortLabel: 'Sign up →',
      href: 'https://www.acryldata.io/datahub-sign-up',
    },
    backgroundColor: '#070707',
    textColor: '#ffffff',
    isCloseable: false,
  },
  navbar: {
    logo: { alt: 'DataHub Logo', src: 'img/datahub-logo-light.svg', srcDark: 'img/datahub-logo-dark.svg' },
    items: [
      { to: 'docs/', label: 'Docs', activeBasePath: 'docs', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { to: '/integrations', label: 'Integrations', position: 'right' },
      { href: demo, label: 'Demo', position: 'right' },
      { href: blog, label: 'Blog', position: 'right' },
      { href: roadmap, label: 'Roadmap', position: 'right' },
      { href: slack, ariaLabel: 'Slack', className: 'item__icon item__slack', position: 'right' },
      { href: github, ariaLabel: 'GitHub', className: 'item__icon item__github', position: 'right' },
      { href: youtube, ariaLabel: 'YouTube', className: 'item__icon item__youtube', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: 'docs/' },
          { label: 'Quickstart', to: 'docs/quickstart' },
          { label: 'Features', to: 'docs/features' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Slack', href: slack },
          { label: 'YouTube', href: youtube },
          { label: 'Blog', href: blog },
          { label: 'Town Halls', to: 'docs/townhalls' },
          { label: 'Adoption', to: 'docs/#adoption' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Demo', href: demo },
          { label: 'Roadmap', href: roadmap },
          { label: 'Contributing', to: 'docs/contributing' },
          { label: 'GitHub', href: github },
          { label: 'Feature Requests', href: 'https://feature-requests.datahubproject.io/' },
        ],
      },
    ],
    copyright: 'Copyright © 2015-2023 DataHub Project Authors.',
  },
  codeLanguages: ['ini', 'java', 'graphql', 'shell-session'],
  // The examples of these docs are written to run: one that does not fit the API or the recipe catalog fails the build.
  onInvalidExamples: 'error',
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docs: {
    editUrl: 'https://github.com/datahub-project/datahub/blob/master/',
    issueUrl: `${github}/issues/new`,
    showLastUpdateAuthor: true,
    showLastUpdateTime: true,
    breadcrumbs: true,
    versionPersistence: 'localStorage',
    currentVersionLabel: '0.10.x',
  },
  images: { quality: 100, sizes: [320, 640, 1280, 1440, 1600] },
  search: {
    feedbackUrl: 'https://github.com/datahub-project/datahub/issues/new',
    hosted: {
      appId: 'RK0UG797F3',
      apiKey: '39d7eb90d8b31d464e309375a52d674f',
      indexName: 'datahubproject',
      contextualSearch: true,
    },
  },
  assistant: {
    projectKey: 'IeF3CUFCUQWuouZ8MP5Np9nES52QAtaA',
    model: 'gpt-3.5-turbo',
    placeholder: 'Ask me anything about DataHub!',
    iDontKnowMessage: 'Sorry, I am not sure how to answer that.',
  },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },
  community: { slackUrl: slack },
  // Readers keep the pages they opened for reading without a network (src/client/service-worker.ts).
  offline: true,
  // Each page's link preview shows a card with its title and section (src/node/cards/).
  socialCards: { background: '#0b1220', accent: '#58a6ff' },
  reference: {
    // The whole 2023 API, one file per upstream file (its entity.graphql in two halves).
    graphqlSchema: [
      'entity-1',
      'entity-2',
      'analytics',
      'app',
      'auth',
      'ingestion',
      'lineage',
      'recommendation',
      'search',
      'step',
      'tests',
      'timeline',
    ].map((name) => `content/data/graphql/${name}.graphql`),
  },
};

export default config;

/**
 * The schema of `site.config.ts`. Every field is documented here once (the navbar's and footer's
 * in navigation-schema.ts); the writers' list of fields is "Site configuration" in
 * docs/authoring.md, which config errors point to (keep it in step). Unknown keys are rejected so
 * typos surface.
 */
import { z } from 'zod';
import type { SiteLayout } from './layout.ts';
import { footerSchema, navbarSchema } from './navigation-schema.ts';

/** What a URL or base path must look like, as messages say it (load.ts suggests a fix for each). */
export const URL_EXPECTED = 'an absolute http(s) URL';
export const BASE_URL_EXPECTED =
  'a path that starts and ends with "/", of letters, digits and "-._~" between the slashes (such as "/" or "/docs-site/")';
/**
 * A base URL goes into every page's links, its scripts' config and the security headers: only a
 * path of the characters that need no escaping anywhere, without `.` or `..` segments.
 */
export const BASE_URL_FORM = /^\/(?:(?!\.\.?\/)[A-Za-z0-9\-._~]+\/)*$/;
const url = z.string().regex(/^https?:\/\//, URL_EXPECTED);
const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'a hex colour such as #070707');

/** Docusaurus' values are accepted as they are: `throw` is `error`, `log` is `warn`. */
const brokenLevel = z
  .enum(['error', 'warn', 'ignore', 'throw', 'log'])
  .default('error')
  .transform((level) => (level === 'throw' ? 'error' : level === 'log' ? 'warn' : level));

const localeConfig = z
  .object({
    label: z.string(),
    direction: z.enum(['ltr', 'rtl']),
    htmlLang: z.string(),
    calendar: z.string(),
    path: z.string(),
  })
  .strict();

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().default(''),
    /** Production origin, used for canonical URLs and the sitemap. */
    url,
    /** Path the site is served under; starts and ends with `/`. */
    baseUrl: z.string().regex(BASE_URL_FORM, BASE_URL_EXPECTED).default('/'),
    /** A file of the static folder (`img/favicon.svg`); none: no icon. */
    favicon: z.string().optional(),
    /** Short description of the whole site (home page meta description, llms.txt); default: the tagline. */
    description: z.string().optional(),
    organizationName: z.string().optional(),
    projectName: z.string().optional(),
    noIndex: z.boolean().default(false),
    announcementBar: z
      .object({
        id: z.string(),
        content: z.string(),
        emphasis: z.string().optional(),
        /** `shortLabel`: the button's words on phones, where the bar keeps to one line. */
        button: z.object({ label: z.string(), shortLabel: z.string().optional(), href: url }).strict().optional(),
        backgroundColor: color,
        textColor: color,
        isCloseable: z.boolean(),
      })
      .strict()
      .optional(),
    navbar: navbarSchema,
    footer: footerSchema,
    /** Languages highlighted at build time, beyond the engine's defaults. */
    codeLanguages: z.array(z.string()).default([]),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .strict()
      .prefault({}),
    docs: z
      .object({
        /**
         * The folder of the doc pages, relative to the site folder. Default: `content/docs`, or
         * `docs` in a Docusaurus-shaped folder (no `content/docs`, a `docs/` folder).
         */
        path: z.string().optional(),
        /**
         * The sidebars file (`sidebars.yaml`, or Docusaurus' `sidebars.js`/`sidebars.ts`). Default: the first
         * of content/sidebars.yaml, content/sidebars.yml, sidebars.js, sidebars.ts that exists; none: the
         * sidebar is made from the folders of the docs. `false`: made from the folders even when a file exists.
         */
        sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
        /** Files of the docs folder that are not pages (glob patterns relative to it, as Docusaurus' `exclude`). */
        exclude: z.array(z.string()).default([]),
        /**
         * Prefix of the "Edit this page" link; the doc's path below the site root is appended.
         * Without it, and with `repository`, the link opens the page's file in the repository.
         */
        editUrl: z.union([z.string(), z.literal(false)]).optional(),
        /**
         * Where readers report a problem with a page ("Report an issue"): a new-issue page such as
         * GitHub's `…/issues/new`, which receives a title and a body naming the page.
         */
        issueUrl: url.optional(),
        showLastUpdateAuthor: z.boolean().default(true),
        showLastUpdateTime: z.boolean().default(true),
        breadcrumbs: z.boolean().default(true),
        versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        /** Label of the current docs version (e.g. `0.10.x`). */
        currentVersionLabel: z.string().default('Next'),
      })
      .strict()
      .prefault({}),
    /**
     * The repository the docs live in: "Edit this page" opens a page's file there, and a link from a
     * page to a file of the repository that is no page or asset of the site (source code, a folder,
     * `LICENSE`) leads to it there.
     */
    repository: z
      .object({
        /** The repository's web address, e.g. `https://github.com/org/project`. */
        url,
        /** The branch links point at. */
        branch: z.string().default('main'),
        /** Where the docs folder (`docs.path`) is in the repository, e.g. `website/docs`; `''`: the repository's root. */
        docsPath: z.string().optional(),
      })
      .strict()
      .optional(),
    /** Static files copied as they are to the site root. Default: `content/static`, or `static` in a Docusaurus-shaped folder. */
    staticDirectories: z.array(z.string()).optional(),
    /** A link to a page that does not exist: `error` fails the build (default); `warn` reports it, for a site being migrated. */
    onBrokenLinks: brokenLevel,
    /** A link to a heading that does not exist on its page (default `error`). */
    onBrokenAnchors: brokenLevel,
    /**
     * Markup the engine cannot render (an MDX expression, a script, an unknown element): `error` fails
     * the build naming what was dropped (default); `warn` drops it with a warning.
     */
    onDroppedContent: z.enum(['error', 'warn']).default('error'),
    /**
     * Code examples that do not parse, or do not fit the site's GraphQL schema or recipe catalog
     * (src/node/examples/): `warn` by default (illustrations often sketch a shape), `error` for a site
     * whose examples must run as written.
     */
    onInvalidExamples: brokenLevel.default('warn'),
    images: z
      .object({
        quality: z.number().int().min(1).max(100).default(100),
        sizes: z.array(z.number().int().positive()).default([320, 640, 1280, 1440, 1600]),
      })
      .strict()
      .default({ quality: 100, sizes: [320, 640, 1280, 1440, 1600] }),
    search: z
      .object({
        /** Where readers report a search that should have found something ("Let us know."). */
        feedbackUrl: url.optional(),
        /** Hosted search service (DocSearch). Absent: the offline index alone is used. */
        hosted: z
          .object({
            appId: z.string(),
            apiKey: z.string(),
            indexName: z.string().default('datahubproject'),
            contextualSearch: z.boolean().default(true),
            /** Origin of the search API; default `https://<appId>-dsn.algolia.net` (set for a proxy or a test server). */
            host: url.optional(),
          })
          .strict()
          .optional(),
      })
      .strict()
      .default({}),
    assistant: z
      .object({
        /**
         * Who answers: `local` (in the browser, from the site's own pages, no third party),
         * `markprompt` (a Markprompt-compatible completions service) or `openai` (an
         * OpenAI-compatible chat completions server, such as a self-hosted Ollama, llama.cpp
         * server or vLLM, given the best sections of the site as context). Default: `openai` with
         * `baseUrl`, `markprompt` with `completionsUrl` or `projectKey`, else `local`. When a
         * service fails, the local assistant answers instead.
         */
        provider: z.enum(['local', 'markprompt', 'openai']).optional(),
        /** Completions endpoint of the service; with `provider: markprompt` and none: Markprompt's own. */
        completionsUrl: url.optional(),
        /** The service's public project key (sent in the request body). */
        projectKey: z.string().optional(),
        /** `openai`: the API's base URL, before `/chat/completions` (such as `http://localhost:11434/v1`). */
        baseUrl: url.optional(),
        /** The model asked for; `gpt-3.5-turbo` by default for Markprompt; required with `openai`. */
        model: z.string().min(1).optional(),
        placeholder: z.string().default('Ask me anything...'),
        iDontKnowMessage: z.string().default('Sorry, I am not sure how to answer that.'),
        /** Render raw HTML in answers (still sanitized). Off: it is dropped. */
        allowHtml: z.boolean().default(false),
        /** Keep the answer area where the reader left it as text arrives. */
        autoScrollDisabled: z.boolean().default(false),
      })
      .strict()
      .superRefine((assistant, context) => {
        if (assistant.provider !== 'openai' && !(assistant.provider === undefined && assistant.baseUrl)) return;
        const example = {
          baseUrl: "an absolute http(s) URL: the server's OpenAI-compatible API, such as http://localhost:11434/v1",
          model: "the model's name on that server, such as llama3.1",
        };
        for (const field of ['baseUrl', 'model'] as const) {
          if (!assistant[field])
            context.addIssue({
              code: 'custom',
              path: [field],
              message: `${example[field]} (required with provider "openai")`,
            });
        }
      })
      .optional(),
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).min(1).default(['en']),
        localeConfigs: z
          .record(z.string(), localeConfig)
          .default({ en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } }),
      })
      .strict()
      .prefault({}),
    /** Inputs of the generated reference pages. */
    reference: z
      .object({
        /** GraphQL SDL files (or an introspection result as .json), relative to the site folder. */
        graphqlSchema: z.array(z.string()).default([]),
        /**
         * The id the generated ingestion-source and metamodel pages are found under (`generated/...`),
         * for sidebars and links that name them by another folder (`docs/generated`). Their routes stay.
         */
        generatedFolder: z.string().default('generated'),
      })
      .strict()
      .prefault({}),
    community: z.object({ slackUrl: url }).strict().optional(),
    /**
     * Offline reading: a service worker keeps the pages a reader opened (and the files they
     * need) so that they open without a network, and answers any other page with the offline
     * page listing them. Pages always come from the network first when it answers.
     */
    offline: z.boolean().default(false),
    /**
     * Social cards: an image for each page (its title, section and description on the site's
     * colours, with the favicon as the mark) that link previews show (`og:image`). Absent: none.
     * Drawn once per change and kept in `.docsgen/cache/cards`.
     */
    socialCards: z
      .object({ background: color.default('#0b1220'), accent: color.default('#58a6ff') })
      .strict()
      .optional(),
    /**
     * Readers' feedback, POSTed to `endpoint` one JSON object at a time (sent as text/plain;
     * docs/deploying.md describes the messages): the answers to a question under each doc page,
     * the searches that found nothing, and the addresses that found no page. Absent: nothing is
     * sent and no question is shown.
     */
    feedback: z
      .object({
        endpoint: url,
        /** The question under doc pages; `false`: none (searches and missing pages are still reported). */
        question: z.union([z.string().min(1), z.literal(false)]).default('Was this page helpful?'),
      })
      .strict()
      .optional(),
  })
  .strict()
  // What a site that names only its title and address shows: the tagline (or title) as description, a plain copyright.
  .transform((config) => ({
    ...config,
    description: config.description ?? (config.tagline || config.title),
    footer: {
      ...config.footer,
      copyright: config.footer.copyright ?? `Copyright © ${new Date().getFullYear()} ${config.title}`,
    },
  }));

/** The config as written (defaults optional). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config after validation, with defaults filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema> & {
  /** Where the navbar's and footer's link targets are written in site.config.ts (set by loadConfig), for error positions. */
  linkPositions?: Map<string, { line: number; column: number }[]>;
  /** Where the site's files are (docs, static, sidebars): as the config names them, and as found by loadConfig. */
  layout: SiteLayout;
};
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type FooterLink = SiteConfig['footer']['links'][number]['items'][number];

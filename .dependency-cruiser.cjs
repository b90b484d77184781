/**
 * Where code runs decides what it may import (`npm run lint` checks it):
 * - src/node/ runs in Node (the engine), src/client/ in the reader's browser, src/shared/ in both;
 * - templates/ are React components rendered by the engine and hydrated in the browser.
 * Of the engine, templates import only the types of their props (src/node/render/props.ts).
 * Inside the engine, folders stand in floors (docs/architecture.md): a stage never imports the
 * build above it, the content model never imports the stages that read it, site/ never imports render/.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle: move what both need into a third module.', from: {}, to: { circular: true } },
    { name: 'client-not-to-node', severity: 'error', comment: 'Browser code cannot import engine code: move what both need to src/shared/.', from: { path: '^src/client/' }, to: { path: '^src/node/' } },
    { name: 'node-not-to-client', severity: 'error', comment: 'Engine code cannot import browser code: move what both need to src/shared/.', from: { path: '^src/node/' }, to: { path: '^src/client/' } },
    { name: 'client-below-templates', severity: 'error', comment: 'Templates place browser widgets (islands), not the reverse: a widget the browser hydrates lives in src/client/, icons both draw in src/shared/.', from: { path: '^src/client/' }, to: { path: '^templates/' } },
    { name: 'shared-is-shared', severity: 'error', comment: 'Shared code runs in both places: it imports only shared code.', from: { path: '^src/shared/' }, to: { path: '^(src/node|src/client|templates)/' } },
    { name: 'shared-no-node-builtins', severity: 'error', comment: 'Shared code runs in the browser too: no Node built-in modules.', from: { path: '^(src/shared|src/client)/' }, to: { dependencyTypes: ['core'] } },
    { name: 'stages-below-the-build', severity: 'error', comment: 'The build and its commands stand on the stages: a stage takes what it needs as arguments (docs/architecture.md, floors).', from: { path: '^src/node/(content|config|cache|util|output|images|markdown|links|search|generators|examples|versions|site|render)/' }, to: { path: '^src/node/((cards|serve|cli)/|(analyze|build|build-options|render-site|client-bundle)\\.ts$)' } },
    { name: 'content-below-pages', severity: 'error', comment: 'The content model and the low helpers know nothing of compiling, checking or rendering pages: move the helper down to the folder that owns it.', from: { path: '^src/node/(content|config|cache|util|output|images)/' }, to: { path: '^src/node/(markdown|links|search|generators|examples|versions|site|render)/' } },
    { name: 'site-below-render', severity: 'error', comment: 'Routes, link checks and the site\'s files come before rendering: render/ reads site/, not the reverse.', from: { path: '^src/node/(site|links|markdown)/' }, to: { path: '^src/node/render/' } },
    { name: 'templates-receive-props', severity: 'error', comment: 'Templates receive props: of the engine they import only the props\' types (src/node/render/props.ts, types only).', from: { path: '^templates/' }, to: { path: '^src/node/', pathNot: '^src/node/render/props\\.ts$' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: an import circle through types is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'], conditionNames: ['import', 'require', 'node', 'default'] },
    exclude: { path: '(^|/)node_modules/' },
  },
};

// Preloads the fonts every page draws with (issue 30): index.html gets a <link rel="preload" as="font"> for each
// built font file whose name starts with one of `names`, so the browser fetches it alongside the CSS instead of
// only once the CSS is parsed and text laid out.
import type { Plugin } from 'vite';

export function preloadFonts(names: string[]): Plugin {
  return {
    name: 'paydesk:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter(
          (file) => file.endsWith('.woff2') && names.some((name) => file.startsWith(`assets/${name}-`)),
        );
        if (files.length !== names.length)
          throw new Error(
            `preload-fonts: expected ${names.join(', ')} in the build, found ${files.join(', ')}`,
          );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

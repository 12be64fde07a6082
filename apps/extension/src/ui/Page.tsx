import '@mantine/core/styles.css';
import { Box, createTheme, MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage } from '@/lib/language';
import type { en } from '@/locales/en';
import { LanguageProvider } from './language';

const theme = createTheme({ primaryColor: 'violet', defaultRadius: 'md' });

/**
 * Mounts one of the extension's pages with the app's look (Mantine, the same theme colour), in
 * the extension's language (read first, so no text shows in another one before it).
 */
export function mountPage(
  page: ReactNode,
  { width, title }: { width?: number; title: keyof typeof en.titles },
): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  void currentLanguage().then((language) =>
    createRoot(root).render(
      <StrictMode>
        <LanguageProvider initial={language} title={title}>
          <MantineProvider theme={theme} defaultColorScheme="auto">
            <Box p="md" w={width} maw="100%" mx="auto">
              {page}
            </Box>
          </MantineProvider>
        </LanguageProvider>
      </StrictMode>,
    ),
  );
}

import '@mantine/core/styles.css';
import { Box, createTheme, MantineProvider } from '@mantine/core';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ primaryColor: 'violet', defaultRadius: 'md' });

/** Mounts one of the extension's pages with the app's look (Mantine, the same theme colour). */
export function mountPage(page: ReactNode, { width }: { width?: number } = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <Box p="md" w={width} maw="100%" mx="auto">
          {page}
        </Box>
      </MantineProvider>
    </StrictMode>,
  );
}

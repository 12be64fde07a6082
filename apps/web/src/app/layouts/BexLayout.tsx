import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Browser-extension pages: no header, compact padding (they render in small extension frames). */
export function BexLayout() {
  return (
    <Box component="main" id="main-content" p="sm">
      <Outlet />
    </Box>
  );
}
